// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { Screen } from '../../flow/screens';
import { Toasts } from '../../ui/Toasts';
import { PasswordBreached } from './PasswordBreached';
import { PasswordConfirmation } from './PasswordConfirmation';
import { PasswordDedupe } from './PasswordDedupe';
import { PasswordForgot } from './PasswordForgot';
import { PasswordSetNew } from './PasswordSetNew';

function setup(
  Screen_: ComponentType,
  resetByEmailStart = vi.fn(async (): Promise<object> => ({ request_id: 'r', status_code: 200 })),
) {
  const toasterId = `toasts-${Math.random()}`;
  const root = widgetTestRoot(
    { products: ['passwords'] },
    { passwords: { resetByEmailStart } },
    {
      toasterId,
    },
  );
  root.value.store.dispatch({
    type: 'updatePasswordState',
    passwordState: { email: 'ada@example.com', type: 'password' },
  });
  render(
    <>
      <Toasts />
      <Screen_ />
    </>,
    { wrapper: root.wrapper },
  );
  return { ...root, resetByEmailStart, user: userEvent.setup() };
}

const screens: [string, ComponentType, string, string][] = [
  [
    'Password Forgot',
    PasswordForgot,
    'Forgot password?',
    'A link to reset your password was sent to ada@example.com.',
  ],
  [
    'Password Set New',
    PasswordSetNew,
    'Check your email!',
    'A login link was sent to ada@example.com.',
  ],
  [
    'Password Breached',
    PasswordBreached,
    'Check your email to set a new password',
    'This password was exposed in a security issue on another site, so it can no longer be used. To keep your account safe, an email was sent to ada@example.com to set a new password.',
  ],
  [
    'Password Dedupe',
    PasswordDedupe,
    'Check your email to set a new password!',
    "To keep your account secure, we need to make sure it's really you. An email was sent to ada@example.com to set a new password.",
  ],
];

describe.each(screens)('%s', (_name, Component, heading, body) => {
  it('says what was sent where', () => {
    setup(Component);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(body)).toBeTruthy();
  });

  it("resends the reset email and shows the toast 'Email resent'", async () => {
    const { user, resetByEmailStart, value } = setup(Component);
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email resent')).toBeTruthy();
    expect(resetByEmailStart).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(value.logEvent).toHaveBeenCalledWith('email_sent', {
      email: 'ada@example.com',
      type: 'reset_password',
    });
  });

  it('shows a failed resend in an error toast', async () => {
    const { user } = setup(
      Component,
      vi.fn(async () => {
        throw { error_type: 'email_not_found', error_message: 'No user has that email.' };
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('No user has that email.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resend email' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
  });

  it('the back arrow returns to Main', async () => {
    const { user, value } = setup(Component);
    value.store.dispatch({ type: 'transition', screen: Screen.PasswordForgot });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(value.store.getState().screen).toBe(Screen.Main);
  });
});

describe('Password Confirmation', () => {
  it('says the user is logged in', () => {
    setup(PasswordConfirmation);
    expect(
      screen.getByRole('heading', { name: 'Success! You have successfully logged in.' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Green check mark' })).toBeTruthy();
  });
});
