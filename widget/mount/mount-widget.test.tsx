// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFlow } from '../app/context';
import type { MountOptions } from '../app/types';
import type { StytchClient } from '../client/stytch-client';
import { loginMode } from '../modes';
import type { MountMode } from '../modes/types';
import { mountWidget } from './mount-widget';

// A client whose only parts are what the shell touches before any product call: bootstrap
// and the event logger the SDK keeps for its own UI.
function fakeClient() {
  const logged: string[] = [];
  const bootstrap = { displayWatermark: false, emailDomains: [], passwordConfig: null };
  const client = {
    [Symbol.for('stytch__internal_b2c')]: {
      bootstrap: { getSync: () => bootstrap, getAsync: async () => bootstrap },
      networkClient: { logEvent: ({ name }: { name: string }) => logged.push(name) },
    },
  } as unknown as StytchClient;
  return { client, logged };
}

function Greeting() {
  const [state] = useFlow();
  return (
    <p>
      Hello from {state.screen}
      {state.form.passwordState.email ? ` to ${state.form.passwordState.email}` : ''}
    </p>
  );
}

// Declared here alone: nothing in the shell names it.
const throwawayMode: MountMode = {
  id: 'throwaway',
  functionName: 'mountThrowaway',
  componentName: 'StytchThrowaway',
  startScreen: 'ThrowawayStart',
  screens: { ThrowawayStart: Greeting },
  rules: (config) =>
    config.products.includes('emailMagicLinks')
      ? []
      : [{ path: 'products', message: 'Error: the throwaway mount needs emailMagicLinks' }],
  readyEvents: ['throwaway_ready'],
  snippetTemplates: { html: 'throwaway.html', react: 'Throwaway.tsx.tpl' },
};

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.replaceChildren();
});

function mountInto(mode: MountMode, config: unknown, client: StytchClient) {
  const host = document.createElement('div');
  host.id = 'widget';
  document.body.append(host);
  const onError = vi.fn();
  act(() => {
    unmount = mountWidget(mode, {
      elementId: '#widget',
      publicToken: `public-token-test-${mode.id}-${Math.random()}`,
      client,
      config: config as MountOptions['config'],
      callbacks: { onError },
    }).unmount;
  });
  return { onError };
}

describe('mount modes', () => {
  it('mounts a mode declared outside the shell on its own start screen, with its own events', async () => {
    const { client, logged } = fakeClient();
    mountInto(throwawayMode, { products: ['emailMagicLinks'] }, client);
    expect(await screen.findByText('Hello from ThrowawayStart')).toBeTruthy();
    await waitFor(() => expect(logged).toEqual(['throwaway_ready']));
  });

  it("applies the mode's own config rules, not the login screen's", async () => {
    const { client } = fakeClient();
    const { onError } = mountInto(
      throwawayMode,
      { products: ['otp'], otpOptions: { methods: ['sms'] } },
      client,
    );
    expect(
      await screen.findByText('Error: the throwaway mount needs emailMagicLinks'),
    ).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'config',
        message: 'products: Error: the throwaway mount needs emailMagicLinks',
      }),
    );
  });

  it("the login screen's rules stay with the login mount", async () => {
    const { client } = fakeClient();
    mountInto(
      throwawayMode,
      { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
      client,
    );
    expect(await screen.findByText('Hello from ThrowawayStart')).toBeTruthy();
    act(() => unmount?.());
    document.body.replaceChildren();
    mountInto(
      loginMode,
      { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
      client,
    );
    expect(await screen.findByText('Error: Cannot use both EML and Email OTP')).toBeTruthy();
  });

  it("reads a mode's own options into the form state it starts with", async () => {
    const { client } = fakeClient();
    const greeter: MountMode<MountOptions & { greet?: string }> = {
      ...throwawayMode,
      initialForm: (options) => ({ passwordState: { email: options.greet ?? '', type: 'new' } }),
    };
    const host = document.createElement('div');
    host.id = 'widget';
    document.body.append(host);
    act(() => {
      unmount = mountWidget(greeter, {
        elementId: '#widget',
        publicToken: 'public-token-test-greeter',
        client,
        config: { products: ['emailMagicLinks'] },
        greet: 'ada@example.com',
      }).unmount;
    });
    expect(await screen.findByText('Hello from ThrowawayStart to ada@example.com')).toBeTruthy();
  });

  it('the login mount starts on Main and logs render_login_screen once', async () => {
    const { client, logged } = fakeClient();
    mountInto(loginMode, { products: ['otp'], otpOptions: { methods: ['email'] } }, client);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    await waitFor(() => expect(logged).toEqual(['render_login_screen']));
  });
});
