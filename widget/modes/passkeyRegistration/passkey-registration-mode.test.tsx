// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../tests/support/fake-session';
import { mountForTest, shellClient } from '../../../tests/support/mount-fixture';
import type { StytchClient } from '../../client/stytch-client';
import { StytchPasskeyRegistration } from '../../react';
import { passkeyRegistrationMode } from '.';

// The shell's needs (bootstrap, event logger) plus what Register New Passkey reads on entry.
function fakeClient(session: boolean) {
  return shellClient({
    session: fakeSession(session ? { session_id: 's-1' } : null),
    user: { get: vi.fn(async () => ({ user_id: 'user-test-1', webauthn_registrations: [] })) },
    webauthn: { register: vi.fn() },
  });
}

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.replaceChildren();
});

function mount(client: StytchClient, config?: unknown) {
  const mounted = mountForTest(
    passkeyRegistrationMode,
    client,
    config === undefined ? {} : { config: config as never },
  );
  unmount = mounted.unmount;
  return mounted;
}

describe('the passkey-registration mount', () => {
  it('opens on Register New Passkey without a config, and logs no login event', async () => {
    const { client, logged } = fakeClient(true);
    const { onError } = mount(client);
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create a Passkey' })).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
    expect(logged).toEqual([]);
  });

  it('refuses a visitor who is not logged in', async () => {
    const { client } = fakeClient(false);
    mount(client, { products: ['passkeys'] });
    expect(
      await screen.findByText(
        'Error: Cannot use PasskeyRegistration component without active user authenticated.',
      ),
    ).toBeTruthy();
  });

  it('still checks a config it is given', async () => {
    const { client } = fakeClient(true);
    const { onError } = mount(client, { products: ['passkeys'], enableShadowDom: true });
    expect(await screen.findByText(/unknown option "enableShadowDom"/)).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'config' }));
  });

  it('is <StytchPasskeyRegistration> in React hosts, config optional', async () => {
    const { client } = fakeClient(true);
    const view = render(
      <StytchPasskeyRegistration publicToken="public-token-test-react-passkeys" client={client} />,
    );
    unmount = view.unmount;
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
  });
});
