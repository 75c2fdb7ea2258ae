import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { snippetPage } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { waitForText } from '../../harness/smoke/pages/queries';
import { emailOtpScenario } from '../../harness/smoke/scenarios/email-otp';
import { waitForMessage } from '../../harness/test-api/control-client';
import { passkeyRegistrationModeInfo } from '../../widget/modes/passkeyRegistration/info';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

// Tabs of one browser share cookies and storage; the SDK tells each tab of a session change
// in another through the storage event on `stytch_sdk_state_<token>` (no BroadcastChannel).
const TOKEN = 'public-token-test-6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e';
const STATE_KEY = `stytch_sdk_state_${TOKEN}`;
const NO_USER =
  'Error: Cannot use PasskeyRegistration component without active user authenticated.';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(async (apiUrl) => {
    const config = {
      publicToken: TOKEN,
      apiUrl,
      products: ['otp' as const, 'passkeys' as const],
      otpOptions: { methods: ['email' as const] },
    };
    return {
      '/': await snippetPage(config),
      '/passkeys': await snippetPage(config, 'passkeys', passkeyRegistrationModeInfo),
    };
  });
});

afterAll(async () => {
  await env?.close();
});

/** Counts, in `page`, the storage events for the SDK's state (from other tabs). */
async function countStateEvents(page: Page): Promise<void> {
  await page.evaluateOnNewDocument((key) => {
    const counted = window as unknown as { stateEvents: number };
    counted.stateEvents = 0;
    window.addEventListener('storage', (event) => {
      if (event.key === key) counted.stateEvents += 1;
    });
  }, STATE_KEY);
}

/** Waits until `page` has heard `count` state changes from other tabs. */
async function heardChanges(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (wanted) => (window as unknown as { stateEvents: number }).stateEvents >= wanted,
    { polling: 100 }, // the tab may be in the background, where no frames are drawn
    count,
  );
  // Ours was added before any page script, so the SDK's runs after it in the same dispatch;
  // one task later what that set off has run too.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

const codeFieldValue = (page: Page) =>
  page.$eval('input[autocomplete="one-time-code"]', (el) => (el as HTMLInputElement).value);

/**
 * Waits for `text` in a tab left in the background. It polls on a timer: a hidden tab draws
 * no frames, and bringing it forward would make swr read the user again on focus, which is
 * not what this test is about.
 */
async function waitInBackground(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    // biome-ignore lint/performance/useDomNodeTextContent: what a person sees
    (wanted) => document.body.innerText.includes(wanted),
    { polling: 100, timeout: 10_000 },
    text,
  );
}

it('a login and a logout in another tab leave a passcode in progress alone; a completed login is reflected', async () => {
  const tab = await env.newPage();
  const context = tab.browserContext();
  const registration = await context.newPage();
  await countStateEvents(tab);
  await countStateEvents(registration);

  // The registration mount in a tab of its own, with nobody logged in.
  await registration.goto(`${env.pages.url}/passkeys`);
  await waitForText(registration, NO_USER);

  // This tab: half a passcode typed.
  const email = `this-tab-${Date.now()}@example.com`;
  await tab.bringToFront();
  await tab.goto(`${env.pages.url}/`);
  const login = new LoginPage(tab);
  await login.waitUntilReady();
  await login.submitEmail(email);
  const otp = new OtpPage(tab);
  await otp.waitUntilShown();
  const { code } = await waitForMessage(env.api.url, { to: email });
  const typed = (code as string).slice(0, 3);
  await (await otp.codeField().waitHandle()).type(typed);

  // Another tab logs in with another address (a new tab comes to the front).
  const other = await context.newPage();
  await emailOtpScenario.run({
    page: other,
    pageUrl: `${env.pages.url}/`,
    apiUrl: env.api.url,
    publicToken: TOKEN,
  });
  await heardChanges(tab, 1);
  expect(await codeFieldValue(tab)).toBe(typed);
  expect(await login.text()).toContain(`A 6-digit passcode was sent to you at ${email}.`);
  // The registration tab follows the session.
  await waitInBackground(registration, 'Create a Passkey');

  // Another tab logs out: the SDK writes its state as null there.
  const changes = await tab.evaluate(
    () => (window as unknown as { stateEvents: number }).stateEvents,
  );
  await other.evaluate((key) => localStorage.setItem(key, 'null'), STATE_KEY);
  await heardChanges(tab, changes + 1);
  expect(await codeFieldValue(tab)).toBe(typed);
  await waitInBackground(registration, NO_USER);

  // This tab finishes its login; the registration tab reflects it.
  await tab.bringToFront();
  await (await otp.codeField().waitHandle()).type((code as string).slice(3));
  await otp.expectSuccess();
  await waitInBackground(registration, 'Create a Passkey');
});
