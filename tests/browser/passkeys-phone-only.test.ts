import { afterAll, beforeAll, expect, it } from 'vitest';
import { snippetPage } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { passkeyWithoutEmailScenario } from '../../harness/smoke/scenarios/passkeys';
import type { ConfigFile } from '../../widget/config/schema';
import { passkeyRegistrationModeInfo } from '../../widget/modes/passkeyRegistration/info';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

// 'Login with a Passkey' shows when no email-style method is configured. With SMS
// codes and passkeys, Main has no email field to carry the passkey autofill, so the button
// is the only way to use a passkey in a real browser.
const TOKEN = 'public-token-test-2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
let env: BrowserEnv;
let config: ConfigFile;

beforeAll(async () => {
  env = await startBrowserEnv(async (apiUrl) => {
    config = {
      publicToken: TOKEN,
      apiUrl,
      products: ['otp', 'passkeys'],
      otpOptions: { methods: ['sms'] },
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

it('SMS codes and passkeys: Main shows the passkey button (no email field to autofill)', async () => {
  const page = await env.newPage();
  await page.goto(`${env.pages.url}/`);
  const login = new LoginPage(page);
  await login.passkeyButton().setTimeout(5_000).wait();
  expect(await login.text()).toContain('Login with a Passkey');
});

it('registers after an SMS login and logs in by the button (smoke scenario)', async () => {
  expect(passkeyWithoutEmailScenario.appliesTo(config)).toBe(true);
  await passkeyWithoutEmailScenario.run({
    page: await env.newPage(),
    pageUrl: `${env.pages.url}/passkeys`,
    pageUrls: { login: `${env.pages.url}/`, passkeyRegistration: `${env.pages.url}/passkeys` },
    apiUrl: env.api.url,
    publicToken: TOKEN,
  });
});
