import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { redirectSnippetPage, snippetPage } from '../../harness/shared/snippet-page';
import { CRYPTO_TEXT } from '../../harness/smoke/pages/CryptoPage';
import { waitForText } from '../../harness/smoke/pages/queries';
import { logInByAnotherProduct } from '../../harness/smoke/scenarios/passkeys';
import { expectSessionCookie, logOut } from '../../harness/smoke/scenarios/session';
import {
  createUserWithPassword,
  startPasswordReset,
  strongPassword,
  uniqueEmail,
} from '../../harness/smoke/scenarios/test-api-accounts';
import { installInjectedWallets } from '../../harness/smoke/support/injected-wallets';
import { addVirtualAuthenticator } from '../../harness/smoke/support/virtual-authenticator';
import { waitForMessage } from '../../harness/test-api/control-client';
import type { ConfigFile } from '../../widget/config/schema';
import { passkeyRegistrationModeInfo } from '../../widget/modes/passkeyRegistration/info';
import { resetPasswordModeInfo } from '../../widget/modes/resetPassword/info';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

// Every flow with the keyboard alone: after the page loads, the test only presses keys (Tab,
// Shift+Tab, Enter, Space, the arrow keys) and types; it reads the page to know where focus
// is, never clicks. Codes and links come from the test API's outbox. The standalone bundle;
// the OTP flows also in a shadow root.

const TOKEN = 'public-token-test-keyboard-1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
type Widget = Omit<ConfigFile, 'publicToken' | 'apiUrl'>;
const CONFIGS = {
  otp: {
    products: ['otp', 'oauth', 'crypto'],
    otpOptions: { methods: ['sms', 'email'] },
    oauthOptions: {
      providers: [{ type: 'github' }],
      loginRedirectURL: 'http://localhost:3000/authenticate',
      signupRedirectURL: 'http://localhost:3000/authenticate',
    },
  },
  magicLinks: { products: ['emailMagicLinks'] },
  passwords: { products: ['passwords'] },
  passkeys: { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } },
} satisfies Record<string, Widget>;

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(async (apiUrl) => {
    const config = (widget: Widget, shadow = false) =>
      ({ publicToken: TOKEN, apiUrl, ...widget, enableShadowDOM: shadow }) as ConfigFile;
    return {
      '/otp': await snippetPage(config(CONFIGS.otp)),
      '/otp-shadow': await snippetPage(config(CONFIGS.otp, true)),
      '/magic-links': await snippetPage(config(CONFIGS.magicLinks)),
      '/authenticate': await redirectSnippetPage(config(CONFIGS.magicLinks), {
        afterLoginUrl: '/done',
      }),
      '/done': htmlPage('Logged in', '<p>Logged in</p>'),
      '/passwords': await snippetPage(config(CONFIGS.passwords)),
      '/reset': await snippetPage(config(CONFIGS.passwords), 'reset', resetPasswordModeInfo),
      '/passkeys': await snippetPage(config(CONFIGS.passkeys)),
      '/passkey-registration': await snippetPage(
        config(CONFIGS.passkeys),
        'passkeys',
        passkeyRegistrationModeInfo,
      ),
    };
  });
});

afterAll(async () => {
  await env?.close();
});

interface Focused {
  tag: string;
  role: string;
  /** The accessible name as far as the test needs it: aria-label, label, or text. */
  name: string;
}

/** What has focus, looking through shadow roots. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return { tag: '', role: '', name: '' };
    const labels = (el as HTMLInputElement).labels;
    const name =
      el.getAttribute('aria-label') ??
      (labels?.[0]?.textContent || null) ??
      el.textContent?.trim() ??
      '';
    return { tag: el.tagName.toLowerCase(), role: el.getAttribute('role') ?? '', name };
  });
}

/** Presses Tab (or Shift+Tab) until the element named `name` has focus. */
async function tabTo(page: Page, name: string, { back = false, max = 25 } = {}): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (back) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (back) await page.keyboard.up('Shift');
    const now = await focused(page);
    if (now.name === name) return;
    seen.push(now.name);
  }
  throw new Error(`Tab never reached '${name}'; focus went through: ${seen.join(' | ')}`);
}

/** With focus in a tablist, presses the arrow key until `name` is the selected tab. */
async function arrowToTab(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const now = await focused(page);
    expect(now.role).toBe('tab');
    if (now.name === name) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`No tab named '${name}'`);
}

/** Waits for an element whose role is `role` and name is `name` to have focus. */
async function waitForFocus(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      const labels = (el as HTMLInputElement | null)?.labels;
      return (
        el?.getAttribute('aria-label') === wanted ||
        labels?.[0]?.textContent === wanted ||
        el?.textContent?.trim() === wanted
      );
    },
    { timeout: 10_000 },
    name,
  );
}

/** The focused element's outline style and whether it matches :focus-visible. */
function focusRing(page: Page): Promise<{ outline: string; focusVisible: boolean }> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return { outline: '', focusVisible: false };
    return {
      outline: getComputedStyle(el).outlineStyle,
      focusVisible: el.matches(':focus-visible'),
    };
  });
}

/** The passcode field's value and selection, by its focus. */
function codeSelection(page: Page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const input = el as HTMLInputElement;
    return { value: input.value, start: input.selectionStart, end: input.selectionEnd };
  });
}

/** Selects the focused field's text with the keyboard, so typing replaces it. */
async function selectAll(page: Page): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
}

/** Waits until the form's Continue button is enabled (the strength check passed). */
async function continueEnabled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      return roots.some((root) =>
        [...root.querySelectorAll('button[type="submit"]')].some(
          (b) => b.textContent === 'Continue' && !(b as HTMLButtonElement).disabled,
        ),
      );
    },
    { timeout: 10_000 },
  );
}

const open = async (path: string) => {
  const page = await env.newPage();
  await page.goto(`${env.pages.url}${path}`);
  return page;
};

describe('every flow with the keyboard alone', () => {
  it.each([
    ['light DOM', '/otp'],
    ['shadow DOM', '/otp-shadow'],
  ])(
    'email passcode (%s): a wrong code is selected and replaced; focus moves without a heading ring',
    async (_name, path) => {
      const page = await open(path);
      await waitForText(page, 'Continue with text message');
      // Into the tablist (its selected tab is the one Tab stop), then the arrow keys.
      await tabTo(page, 'Text (SMS)');
      await arrowToTab(page, 'Email');
      await tabTo(page, 'Email');
      expect((await focused(page)).tag).toBe('input');
      const email = uniqueEmail('keys-otp');
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');

      await waitForFocus(page, 'One-time passcode');
      await page.keyboard.type('000000');
      await waitForText(page, 'Invalid passcode, please try again.');
      await waitForFocus(page, 'One-time passcode');
      // The wrong code is selected, so the next one typed replaces it.
      expect(await codeSelection(page)).toEqual({ value: '000000', start: 0, end: 6 });
      // Announced once: the field, focused again, reads the error as its description; the error
      // itself is no alert or live region as well.
      const announcement = await page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        const root = el?.getRootNode() as Document | ShadowRoot;
        const error = root.getElementById(el?.getAttribute('aria-describedby') ?? '');
        return {
          describedBy: error?.textContent,
          live: Boolean(error?.closest('[role="alert"],[role="status"],[aria-live]')),
        };
      });
      expect(announcement).toEqual({
        describedBy: 'Invalid passcode, please try again.',
        live: false,
      });

      const message = await waitForMessage(env.api.url, { to: email, channel: 'email' });
      await page.keyboard.type(message.code ?? '');
      await waitForText(page, 'Your passcode has been successfully verified.');
      // The new screen's heading has focus, with no focus box drawn around it.
      await waitForFocus(page, 'Success');
      expect(await focusRing(page)).toMatchObject({ outline: 'none' });
      await expectSessionCookie(page);
    },
  );

  it('SMS passcode', async () => {
    const page = await open('/otp');
    await waitForText(page, 'Continue with text message');
    await tabTo(page, 'Text (SMS)');
    await tabTo(page, 'Country');
    await tabTo(page, 'Phone number');
    await page.keyboard.type('2133734253');
    await page.keyboard.press('Enter');
    await waitForFocus(page, 'One-time passcode');
    const message = await waitForMessage(env.api.url, { to: '+12133734253', channel: 'sms' });
    await page.keyboard.type(message.code ?? '');
    await waitForText(page, 'Your passcode has been successfully verified.');
    await expectSessionCookie(page);
  });

  it('magic link: email, then the link from the outbox logs in', async () => {
    const page = await open('/magic-links');
    await waitForText(page, 'Continue with email');
    await tabTo(page, 'Email');
    const email = uniqueEmail('keys-eml');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await waitForText(page, 'Check your email');
    const message = await waitForMessage(env.api.url, { to: email, kind: 'magic_link' });
    const landing = new URL(`${env.pages.url}/authenticate`);
    landing.search = new URL(message.link ?? '').search;
    await page.goto(landing.href);
    await page.waitForFunction(() => location.pathname === '/done', { timeout: 10_000 });
    await expectSessionCookie(page);
  });

  it('password sign-up, then log-in (a wrong one from the button: focus comes back to it)', async () => {
    const page = await open('/passwords');
    await waitForText(page, 'Continue with email');
    await tabTo(page, 'Email');
    const email = uniqueEmail('keys-pw');
    const password = strongPassword();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await waitForText(page, 'Create your account');
    await tabTo(page, 'Password');
    await page.keyboard.type(password);
    // The strength check enables Continue (a disabled button is no Tab stop); then Tab to
    // it, Shift+Tab back over 'Show password' to the field, and Enter submits the form.
    await continueEnabled(page);
    await tabTo(page, 'Continue');
    await tabTo(page, 'Password', { back: true });
    await page.keyboard.press('Enter');
    await waitForText(page, 'Success! You have successfully logged in.');

    const again = await open('/passwords');
    await waitForText(again, 'Continue with email');
    await tabTo(again, 'Email');
    await again.keyboard.type(email);
    await again.keyboard.press('Enter');
    await waitForText(again, 'Enter your password');
    await tabTo(again, 'Password');
    // A wrong one first, sent from the button: the busy button loses focus while disabled and
    // gets it back with the error, so the keyboard user goes on from there.
    await again.keyboard.type('Not-the-password-1!');
    await tabTo(again, 'Continue');
    await again.keyboard.press('Enter');
    await waitForText(again, 'The email or password is incorrect.');
    await waitForFocus(again, 'Continue');
    await tabTo(again, 'Password', { back: true });
    await selectAll(again);
    await again.keyboard.type(password);
    await again.keyboard.press('Enter');
    await waitForText(again, 'Success! You have successfully logged in.');
    await expectSessionCookie(again);
  });

  it('password reset on the reset mount', async () => {
    const email = uniqueEmail('keys-reset');
    await createUserWithPassword(env.api.url, TOKEN, email, strongPassword());
    await startPasswordReset(env.api.url, TOKEN, email, `${env.pages.url}/reset`);
    const message = await waitForMessage(env.api.url, { to: email, kind: 'reset_password' });
    const landing = new URL(`${env.pages.url}/reset`);
    landing.search = new URL(message.link ?? '').search;
    const page = await open(landing.pathname + landing.search);
    await waitForText(page, 'Reset your password');
    await tabTo(page, 'Password');
    await page.keyboard.type(strongPassword());
    await continueEnabled(page);
    await tabTo(page, 'Continue');
    await page.keyboard.press('Space');
    await waitForText(page, 'Success! You have successfully logged in.');
    await expectSessionCookie(page);
  });

  it('passkey registration, then log-in with the passkey', async () => {
    const page = await env.newPage();
    const registrationUrl = `${env.pages.url}/passkey-registration`;
    // Logging in first is the setup, not the flow under test.
    await logInByAnotherProduct({
      page,
      pageUrl: registrationUrl,
      pageUrls: { login: `${env.pages.url}/passkeys` },
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
    await addVirtualAuthenticator(page);
    await page.goto(registrationUrl);
    await waitForText(page, 'Create a Passkey');
    await tabTo(page, 'Create a Passkey');
    await page.keyboard.press('Enter');
    await waitForText(page, 'Passkey 1');

    await logOut(page);
    await page.evaluateOnNewDocument(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await page.goto(`${env.pages.url}/passkeys`);
    await waitForText(page, 'Login with a Passkey');
    await tabTo(page, 'Login with a Passkey');
    await page.keyboard.press('Space');
    await waitForText(page, 'Success. Your Passkey has been successfully authenticated.');
    await expectSessionCookie(page);
  });

  it('a wallet: Metamask', async () => {
    const page = await env.newPage();
    await installInjectedWallets(page, [{ family: 'metamask' }]);
    await page.goto(`${env.pages.url}/otp`);
    await waitForText(page, 'Continue with Metamask');
    await tabTo(page, 'Continue with Metamask');
    await page.keyboard.press('Enter');
    await waitForText(page, CRYPTO_TEXT.success);
    await expectSessionCookie(page);
  });

  it('OAuth start: Space on the provider button goes to the provider', async () => {
    const page = await open('/otp');
    await waitForText(page, 'Continue with GitHub');
    await tabTo(page, 'Continue with GitHub');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Space')]);
    expect(page.url().startsWith(env.api.url)).toBe(true);
  });
});
