// @vitest-environment happy-dom
import { readdirSync } from 'node:fs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { shellClient } from '../../tests/support/mount-fixture';
import { productScreens } from '../app/product-screens';
import { WidgetApp } from '../app/WidgetApp';
import type { WidgetConfig } from '../config/schema';
import { type FlowState, initialFlowState } from '../flow/state';
import { createFlowStore } from '../flow/store';
import { loginMode, mountModes } from '../modes';
import type { MountMode } from '../modes/types';
import type { Strings } from './en';

// The pseudo-locale: every string id replaced by a marked form that keeps its placeholders
// (⟦otp.sentTo {destination}⟧). Rendering every screen of every mount mode with it, any visible
// text outside the marks is text the widget did not take from its string tables: it would stay
// English in every language.

const here = `${import.meta.dirname}/`;

async function pseudoStrings(): Promise<Strings> {
  const table: Record<string, string> = {};
  for (const file of readdirSync(here).filter((name) => /^en(-[\w-]+)?\.ts$/.test(name))) {
    const module = (await import(`./${file}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [id, text] of Object.entries(value)) {
        if (typeof text !== 'string') continue;
        const names = [...text.matchAll(/\{\w+\}/g)].map((match) => ` ${match[0]}`).join('');
        table[id] = `⟦${id}${names}⟧`;
      }
    }
  }
  return table as Strings;
}

/** What the user typed or the API returned: data, shown as it is in every language. */
const EMAIL = 'ada@example.com';
const DATA = [
  EMAIL,
  '+1 213 373 4253',
  '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
  'Work laptop',
];

const ALL_PRODUCTS: WidgetConfig = {
  products: ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto'],
  otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
};

function stateFor(screen: string): FlowState {
  const state = initialFlowState(screen);
  state.form.magicLinkState.email = EMAIL;
  state.form.passwordState = { email: EMAIL, type: 'password' };
  state.form.otpState = {
    type: 'sms',
    methodId: 'phone-number-test-1',
    otpDestination: '+1 213 373 4253',
    sendTo: '+12133734253',
    expiresAt: Date.now() + 5 * 60_000,
  };
  state.form.resetPasswordState = { token: 'reset-token', tokenType: 'reset_password' };
  state.form.cryptoState = {
    walletAddress: DATA[2] ?? '',
    walletOption: 'metamask',
    walletChallenge: 'Sign in',
  };
  return state;
}

/** A client whose calls never settle: each screen shows what it shows before an answer. */
function pendingClient() {
  const never = () => new Promise(() => {});
  const user = {
    get: async () => ({
      user_id: 'user-test-1',
      emails: [{ email: EMAIL }],
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

/** Visible text nodes and the attributes read aloud or shown, outside the marks and the data. */
function unmarked(root: Element): string[] {
  const found: string[] = [];
  const check = (where: string, text: string | null) => {
    if (!text) return;
    let rest = text.replace(/⟦[^⟧]*⟧/g, '');
    for (const data of DATA) rest = rest.split(data).join('');
    if (/\p{L}/u.test(rest)) found.push(`${where}: ${JSON.stringify(text)}`);
  };
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Region names in the phone country list come from Intl.DisplayNames in the widget's language,
    // not from the string tables (the locale-mount test checks them in German).
    if (parent?.closest('style, script, [aria-hidden=true], option')) continue;
    check(`<${parent?.tagName.toLowerCase()}>`, node.textContent);
  }
  for (const element of root.querySelectorAll('*')) {
    if (element.closest('option')) continue;
    for (const name of ['aria-label', 'placeholder', 'alt', 'title', 'aria-valuetext']) {
      check(`${element.tagName.toLowerCase()}[${name}]`, element.getAttribute(name));
    }
    if (element instanceof HTMLInputElement && element.type === 'submit')
      check('input[value]', element.value);
  }
  return found;
}

// A MetaMask that never answers: the wallet screens stay on their waiting state.
Object.assign(window, {
  ethereum: {
    isMetaMask: true,
    request: () => new Promise(() => {}),
    on() {},
    removeListener() {},
  },
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

async function render(mode: MountMode, screen: string, strings: Strings, config = ALL_PRODUCTS) {
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
