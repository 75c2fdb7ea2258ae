import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { WidgetConfig } from '../../widget/config/schema';
import type { CryptoState, OtpState, PasswordState } from '../../widget/flow/state';
import type { Strings } from '../../widget/i18n/en';

// The pseudo-locale: every string id replaced by a marked form that keeps its placeholders
// (⟦otp.sentTo {destination}⟧). Rendering a screen with it, any visible text outside the marks
// is text the widget did not take from its string tables: it would stay English in every
// language. Used by the unit suite (React, happy-dom) and the browser suite (both builds).

const I18N = join(import.meta.dirname, '../../widget/i18n');

/** Every id of every English table (the widget's own and each product's), marked. */
export async function pseudoStrings(): Promise<Strings> {
  const table: Record<string, string> = {};
  for (const file of readdirSync(I18N).filter((name) => /^en(-[\w-]+)?\.ts$/.test(name))) {
    const module = (await import(join(I18N, file))) as Record<string, unknown>;
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
export const PSEUDO_DATA = [
  'ada@example.com',
  '+1 213 373 4253',
  '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
  'Work laptop',
];
const [EMAIL = '', PHONE = '', WALLET = ''] = PSEUDO_DATA;

/** Every product at once, so Main and every product's screens can be drawn in one mount. */
export const PSEUDO_ALL_PRODUCTS: WidgetConfig = {
  products: ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto'],
  otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
};

/** The form state every screen is drawn with (an address, a code sent, a wallet connected). */
export function pseudoForm(nowMs: number): {
  email: string;
  passwordState: PasswordState;
  otpState: OtpState;
  cryptoState: CryptoState;
} {
  return {
    email: EMAIL,
    passwordState: { email: EMAIL, type: 'password' },
    otpState: {
      type: 'sms',
      methodId: 'phone-number-test-1',
      otpDestination: PHONE,
      sendTo: '+12133734253',
      expiresAt: nowMs + 5 * 60_000,
    },
    cryptoState: { walletAddress: WALLET, walletOption: 'metamask', walletChallenge: 'Sign in' },
  };
}

/**
 * A MetaMask that never answers, so the wallet screens stay on their waiting state.
 * Self-contained, so a browser test can install it in the page.
 */
export function installSilentWallet(target: object = window): void {
  Object.assign(target, {
    ethereum: {
      isMetaMask: true,
      request: () => new Promise(() => {}),
      on() {},
      removeListener() {},
    },
  });
}

/**
 * Visible text nodes and the attributes read aloud or shown, outside the marks and the data.
 * Self-contained (no imports, no outer names), so a browser test can run it in the page.
 */
export function unmarkedText(root: Element | ShadowRoot, data: string[]): string[] {
  const found: string[] = [];
  const check = (where: string, text: string | null) => {
    if (!text) return;
    let rest = text.replace(/⟦[^⟧]*⟧/g, '');
    for (const value of data) rest = rest.split(value).join('');
    if (/\p{L}/u.test(rest)) found.push(`${where}: ${JSON.stringify(text)}`);
  };
  const doc = root.ownerDocument ?? (root as unknown as Document);
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Region names in the phone country list come from Intl.DisplayNames in the widget's
    // language, not from the string tables (the locale-mount test checks them in German).
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
