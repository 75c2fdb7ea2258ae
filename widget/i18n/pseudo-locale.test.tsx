// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { shellClient } from '../../tests/support/mount-fixture';
import {
  installSilentWallet,
  PSEUDO_ALL_PRODUCTS,
  PSEUDO_DATA,
  pseudoForm,
  pseudoStrings,
  unmarkedText,
} from '../../tests/support/pseudo-locale';
import { productScreens } from '../app/product-screens';
import { WidgetApp } from '../app/WidgetApp';
import type { WidgetConfig } from '../config/schema';
import { type FlowState, initialFlowState } from '../flow/state';
import { createFlowStore } from '../flow/store';
import { loginMode, mountModes } from '../modes';
import type { MountMode } from '../modes/types';
import type { Strings } from './en';

// Every screen of every mount mode, rendered with the pseudo-locale (tests/support/pseudo-locale.ts):
// any visible text outside its marks did not come from the string tables.

function stateFor(screen: string): FlowState {
  const state = initialFlowState(screen);
  const form = pseudoForm(Date.now());
  state.form.magicLinkState.email = form.email;
  state.form.passwordState = form.passwordState;
  state.form.otpState = form.otpState;
  state.form.cryptoState = form.cryptoState;
  state.form.resetPasswordState = { token: 'reset-token', tokenType: 'reset_password' };
  return state;
}

/** A client whose calls never settle: each screen shows what it shows before an answer. */
function pendingClient() {
  const never = () => new Promise(() => {});
  const user = {
    get: async () => ({
      user_id: 'user-test-1',
      emails: [{ email: PSEUDO_DATA[0] }],
      webauthn_registrations: [
        { webauthn_registration_id: 'webauthn-registration-test-1', name: 'Work laptop' },
      ],
    }),
    getSync: () => ({ user_id: 'user-test-1' }),
    getInfo: () => ({ user: { user_id: 'user-test-1' }, fromCache: true }),
    onChange: () => () => {},
  };
  const session = { getSync: () => ({ session_id: 'session-test-1' }), onChange: () => () => {} };
  const deep = (): unknown =>
    new Proxy(never, { get: (_t, key) => (key === 'then' ? undefined : deep()) });
  return shellClient({
    user,
    session,
    webauthn: deep(),
    passwords: deep(),
    otps: deep(),
    magicLinks: deep(),
    oauth: deep(),
    cryptoWallets: deep(),
  }).client;
}

const unmarked = (root: Element) => unmarkedText(root, PSEUDO_DATA);

installSilentWallet();

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

async function render(
  mode: MountMode,
  screen: string,
  strings: Strings,
  config = PSEUDO_ALL_PRODUCTS,
) {
  const host = document.createElement('div');
  document.body.append(host);
  const mounted = createRoot(host);
  root = mounted;
  const client = pendingClient();
  await act(async () => {
    mounted.render(
      <WidgetApp
        mode={mode}
        config={config}
        styles={{}}
        strings={strings}
        locale="en"
        problems={[]}
        store={createFlowStore(stateFor(screen))}
        getClient={async () => client}
        toasterId="pseudo"
      />,
    );
  });
  // Lazy screens fetch their chunk first; give them the time to arrive and draw.
  for (let i = 0; i < 80 && host.querySelector('.stw-loading'); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
  await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  return host;
}

const cases: [string, MountMode, string][] = [];
for (const mode of mountModes) {
  const screens = mode === loginMode ? { ...productScreens, ...mode.screens } : mode.screens;
  for (const screen of Object.keys(screens)) cases.push([`${mode.id} ${screen}`, mode, screen]);
}

describe('the pseudo-locale: every visible text comes from the string tables', () => {
  it('finds text that is not from the tables (a string left out shows in English)', async () => {
    const { 'main.header': _left, ...rest } = await pseudoStrings();
    const host = await render(loginMode, 'Main', rest as Strings, {
      products: ['emailMagicLinks'],
    });
    expect(unmarked(host)).toEqual(['<h1>: "Sign up or log in"']);
  });

  it('covers every screen of every mount mode', () => {
    expect(cases.length).toBeGreaterThanOrEqual(Object.keys(productScreens).length + 3);
  });

  it.each(cases)('%s', async (_name, mode, screen) => {
    const strings = await pseudoStrings();
    const host = await render(mode, screen, strings);
    expect(host.querySelector(`[data-screen="${screen}"]`)).not.toBeNull();
    expect(host.textContent).toMatch(/⟦/);
    expect(unmarked(host)).toEqual([]);
  });

  it.each([
    [
      'email OTP and passwords',
      { products: ['otp', 'passwords'], otpOptions: { methods: ['email'], expirationMinutes: 5 } },
    ],
    [
      'magic links and SMS',
      {
        products: ['emailMagicLinks', 'otp'],
        otpOptions: { methods: ['sms'], expirationMinutes: 5 },
      },
    ],
    ['one product', { products: ['emailMagicLinks'] }],
  ] as [string, WidgetConfig][])('Main with %s', async (_name, config) => {
    const strings = await pseudoStrings();
    const host = await render(loginMode, 'Main', strings, config);
    expect(unmarked(host)).toEqual([]);
  });
});
