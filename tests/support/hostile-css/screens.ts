import type { ElementHandle, Page } from 'puppeteer-core';
import { byRole } from '../../../harness/smoke/pages/queries';
import { englishText as t } from '../../../harness/smoke/pages/ui-text';
import { lastCode } from '../../../harness/test-api/control-client';
import type { Cell } from './page';

// Every screen the test compares, reached on one page by the real flow in its cell (each cell a
// widget of its own), in a fixed order so focus and the pointer are where they were on the
// blank page. Each step ends on the screen shown and settled; the test then screenshots it.

/** The addresses the flows type: fixed, so the screens show the same text on every page. */
export interface FlowAccounts {
  /** Where the email code goes. */
  otpEmail: string;
  /** Where the magic link goes. */
  magicEmail: string;
  /** No account, ever (the code and the link would make one): Password Create. */
  newEmail: string;
  /** A user with a password: Password Login. */
  passwordEmail: string;
}

export interface Flow {
  accounts: FlowAccounts;
  /** The test API, whose outbox has the codes. */
  apiUrl: string;
}

export interface ScreenStep {
  /** Names the screen in results and diff images. */
  name: string;
  cell: Cell;
  /** Brings the cell to the screen and waits until it is drawn. */
  reach(page: Page, flow: Flow): Promise<void>;
}

/**
 * The first element matching `selector` in the cell's widget, through its shadow root if it has
 * one (Puppeteer's `>>>` looks only inside shadow roots), once there is one.
 */
export async function inCell(page: Page, cell: Cell, selector: string): Promise<ElementHandle> {
  const handle = await page.waitForFunction(
    (host: string, wanted: string) => {
      const el = document.getElementById(host);
      return (el?.shadowRoot ?? el)?.querySelector(wanted) ?? false;
    },
    { polling: 'raf' },
    cell,
    selector,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`#${cell}: no ${selector}`);
  return element as ElementHandle;
}

/** Waits for the cell's screen by its `data-screen`, with nothing in it still loading. */
async function settled(page: Page, cell: Cell, screen: string): Promise<void> {
  await inCell(page, cell, `[data-screen="${screen}"]`);
  await page.waitForFunction(
    (host: string) => {
      const el = document.getElementById(host);
      const root = el?.shadowRoot ?? el;
      // A provider's mark arrives with its own chunk, after the button.
      return root
        ? !root.querySelector('.stw-loading, .stw-spinner, .stw-oauth-icon:empty')
        : false;
    },
    { polling: 'raf' },
    cell,
  );
}

/**
 * Types into the cell's field found by `name`. Not by its label: every widget's React root
 * numbers its ids alike, so in the light DOM a second widget's label points at the first
 * widget's field (see the report of issue 41) and role queries by name miss it.
 */
async function typeInto(page: Page, cell: Cell, name: string, text: string): Promise<void> {
  const field = await inCell(page, cell, `input[name="${name}"]`);
  await field.focus();
  // As a paste: one input event with the whole text (a keystroke each costs a round trip).
  await page.keyboard.sendCharacter(text);
}

async function submitEmail(page: Page, cell: Cell, email: string): Promise<void> {
  await typeInto(page, cell, 'email', email);
  await byRole(page, 'button', t('email.submit'), `#${cell}`).click();
}

export const SCREENS: readonly ScreenStep[] = [
  {
    name: 'main-every-product',
    cell: 'main',
    async reach(page) {
      await settled(page, 'main', 'Main');
      // Every block drawn: social, wallets, the phone form (its country list is a lazy chunk).
      await byRole(page, 'button', t('oauth.continueWith', { provider: 'Google' }), '#main').wait();
      await byRole(page, 'button', t('crypto.otherWallets'), '#main').wait();
      await inCell(page, 'main', 'input[name="phone"]');
    },
  },
  {
    name: 'main-email-tab',
    cell: 'main',
    async reach(page) {
      await byRole(page, 'tab', t('main.tabs.email'), '#main').click();
      // With passkeys the email field is named for the passkey autofill.
      await inCell(page, 'main', 'input[name="username"]');
      await settled(page, 'main', 'Main');
    },
  },
  {
    name: 'otp-code',
    cell: 'otp',
    async reach(page, flow) {
      await submitEmail(page, 'otp', flow.accounts.otpEmail);
      await settled(page, 'otp', 'OtpAuthenticate');
    },
  },
  {
    name: 'email-sent',
    cell: 'magic',
    async reach(page, flow) {
      await submitEmail(page, 'magic', flow.accounts.magicEmail);
      await settled(page, 'magic', 'EmailConfirmation');
    },
  },
  {
    name: 'password-create',
    cell: 'pwCreate',
    async reach(page, flow) {
      await submitEmail(page, 'pwCreate', flow.accounts.newEmail);
      await settled(page, 'pwCreate', 'PasswordCreateOrLogin');
      // A weak password: the strength meter and its advice show, Continue stays disabled.
      await typeInto(page, 'pwCreate', 'password', 'copper');
      await inCell(page, 'pwCreate', '.stw-strength:not(:empty)');
      await settled(page, 'pwCreate', 'PasswordCreateOrLogin');
    },
  },
  {
    name: 'password-login',
    cell: 'pwLogin',
    async reach(page, flow) {
      await submitEmail(page, 'pwLogin', flow.accounts.passwordEmail);
      await byRole(page, 'heading', t('passwords.login.title'), '#pwLogin').wait();
      await settled(page, 'pwLogin', 'PasswordCreateOrLogin');
    },
  },
  {
    name: 'reset-password',
    cell: 'reset',
    async reach(page) {
      await byRole(page, 'heading', t('resetPassword.title'), '#reset').wait();
      await settled(page, 'reset', 'PasswordResetForm');
    },
  },
  {
    // The code from the outbox logs the page in: the green check, and the session the
    // passkey-registration mount below follows at once.
    name: 'otp-success',
    cell: 'otp',
    async reach(page, flow) {
      await typeInto(page, 'otp', 'otp', await lastCode(flow.apiUrl, flow.accounts.otpEmail));
      await settled(page, 'otp', 'OtpConfirmation');
    },
  },
  {
    name: 'passkey-registration',
    cell: 'passkeys',
    async reach(page) {
      await byRole(page, 'button', t('passkeyRegistration.create'), '#passkeys').wait();
      await settled(page, 'passkeys', 'PasskeyRegistrationStart');
    },
  },
];
