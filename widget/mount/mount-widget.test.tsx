// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountForTest, shellClient } from '../../tests/support/mount-fixture';
import { useFlow } from '../app/context';
import type { MountOptions } from '../app/types';
import type { StytchClient } from '../client/stytch-client';
import { loginMode } from '../modes';
import type { MountMode } from '../modes/types';

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
  const mounted = mountForTest(mode, client, { config: config as MountOptions['config'] });
  unmount = mounted.unmount;
  return mounted;
}

describe('mount modes', () => {
  it('mounts a mode declared outside the shell on its own start screen, with its own events', async () => {
    const { client, logged } = shellClient();
    mountInto(throwawayMode, { products: ['emailMagicLinks'] }, client);
    expect(await screen.findByText('Hello from ThrowawayStart')).toBeTruthy();
    await waitFor(() => expect(logged).toEqual(['throwaway_ready']));
  });

  it("applies the mode's own config rules, not the login screen's", async () => {
    const { client } = shellClient();
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
    const { client } = shellClient();
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
    const { client } = shellClient();
    const greeter: MountMode<MountOptions & { greet?: string }> = {
      ...throwawayMode,
      initialForm: (options) => ({ passwordState: { email: options.greet ?? '', type: 'new' } }),
    };
    unmount = mountForTest(greeter, client, {
      config: { products: ['emailMagicLinks'] },
      greet: 'ada@example.com',
    }).unmount;
    expect(await screen.findByText('Hello from ThrowawayStart to ada@example.com')).toBeTruthy();
  });

  it('the login mount starts on Main and logs render_login_screen once', async () => {
    const { client, logged } = shellClient();
    mountInto(loginMode, { products: ['otp'], otpOptions: { methods: ['email'] } }, client);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    await waitFor(() => expect(logged).toEqual(['render_login_screen']));
  });
});
