// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountForTest, shellClient } from '../../../tests/support/mount-fixture';
import type { StytchClient } from '../../client/stytch-client';
import { StytchPasswordReset } from '../../react';
import { resetPasswordMode } from '.';
import type { ResetPasswordMountOptions } from './reset-token';

// The shell's needs (bootstrap, event logger) plus the two calls a login link makes.
function fakeClient() {
  const authenticate = vi.fn(async () => ({ user_id: 'user-test-1' }));
  const { client, logged } = shellClient({
    magicLinks: { authenticate },
    passwords: { strengthCheck: vi.fn(), resetByEmail: vi.fn() },
  });
  return { client, logged, authenticate };
}

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

function mountReset(
  client: StytchClient,
  options: Partial<ResetPasswordMountOptions> = {},
  config: unknown = { products: ['passwords'] },
) {
  const mounted = mountForTest(resetPasswordMode, client, {
    config: config as ResetPasswordMountOptions['config'],
    ...options,
  });
  unmount = mounted.unmount;
  return mounted;
}

describe('the reset mount', () => {
  it('opens on Password Reset Form with the token from the address, which leaves the address bar', async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=tok-1');
    const { client, logged } = fakeClient();
    mountReset(client);
    expect(window.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login without a password' })).toBeTruthy();
    // Only the login mount logs render_login_screen.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toEqual([]);
  });

  it('logs in by itself with a login link', async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=login&token=tok-2');
    const { client, authenticate } = fakeClient();
    mountReset(
      client,
      {},
      { products: ['passwords'], sessionOptions: { sessionDurationMinutes: 90 } },
    );
    expect(window.location.search).toBe('');
    expect(
      await screen.findByRole('heading', { name: 'Success! You have successfully logged in.' }),
    ).toBeTruthy();
    expect(authenticate).toHaveBeenCalledWith('tok-2', { session_duration_minutes: 90 });
  });

  it('shows its own rule as screen text: it needs the passwords product', async () => {
    const { client } = fakeClient();
    const { onError } = mountReset(
      client,
      { passwordResetToken: 't' },
      {
        products: ['otp'],
        otpOptions: { methods: ['email'] },
      },
    );
    expect(
      await screen.findByText('Error: The password reset widget needs "passwords" in products.'),
    ).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'config' }));
  });

  it('takes passwordResetToken as a prop in React hosts', async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=login');
    const { client, authenticate } = fakeClient();
    const view = render(
      <StytchPasswordReset
        publicToken="public-token-test-react-reset"
        client={client}
        config={{ products: ['passwords'] }}
        passwordResetToken="tok-from-prop"
      />,
    );
    unmount = view.unmount;
    await waitFor(() =>
      expect(authenticate).toHaveBeenCalledWith('tok-from-prop', { session_duration_minutes: 30 }),
    );
  });
});
