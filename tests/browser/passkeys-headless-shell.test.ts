import { afterAll, beforeAll, expect, it } from 'vitest';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { type BrowserEnv, startSnippetEnv } from '../support/browser-env';

// A browser that says passkey autofill is available, then refuses every conditional request at
// once with NotSupportedError, as Chromium's headless shell does without an authenticator.
// Main must stay quiet, as for a dismissed prompt: a banner appearing by itself moved the tabs
// under a smoke scenario's click. The refusal is made in the page, so the check is the same in
// the shell and in Chromium itself; the real SDK still carries it to the widget.
const TOKEN = 'public-token-test-5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startSnippetEnv({
    publicToken: TOKEN,
    products: ['otp', 'passkeys'],
    otpOptions: { methods: ['sms', 'email'] },
  });
});

afterAll(async () => {
  await env?.close();
});

it('Main shows no banner when the browser cannot do passkey autofill after all', async () => {
  const page = await env.newPage();
  await page.evaluateOnNewDocument(() => {
    const refused = window as unknown as { refusedAutofill: number };
    refused.refusedAutofill = 0;
    const original = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) => {
      if (options?.mediation !== 'conditional') return original(options);
      refused.refusedAutofill += 1;
      return Promise.reject(new DOMException('Resident credentials', 'NotSupportedError'));
    };
  });
  await page.goto(env.pages.url);
  const login = new LoginPage(page);
  // Every autofill attempt made and refused; then one frame for the widget to draw.
  await page.waitForFunction(
    () => (window as unknown as { refusedAutofill: number }).refusedAutofill >= 5,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await login.text()).not.toContain('Unknown error occurred during passkey authentication');
  expect(await page.$('::-p-aria([role="alert"])')).toBeNull();
  // No sixth attempt: the refusals counted toward the five.
  const refused = await page.evaluate(
    () => (window as unknown as { refusedAutofill: number }).refusedAutofill,
  );
  expect(refused).toBe(5);
});
