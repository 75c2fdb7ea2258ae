import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetPage } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { readOutbox } from '../../harness/test-api/control-client';
import type { ConfigFile } from '../../widget/config/schema';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

// A customer's end-to-end test: the widget in Chromium logs a declared test identity in with
// its fixed code, in two fresh browsers one after the other, and never reads the outbox.

const TOKEN = 'public-token-test-7c0e5a52-test-identities';
const EMAIL = 'e2e-widget@example.com';
const CODE = '424242';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const config: ConfigFile = {
        publicToken: TOKEN,
        apiUrl,
        products: ['otp'],
        otpOptions: { methods: ['email'] },
      };
      return { '/': await snippetPage(config) };
    },
    { api: { projects: { [TOKEN]: { testIdentities: [{ email: EMAIL, code: CODE }] } } } },
  );
});
afterAll(async () => {
  await env?.close();
});

describe('fixed test identities in real Chromium', () => {
  it('the widget logs in with the fixed code, twice, and nothing is sent', async () => {
    for (let round = 0; round < 2; round++) {
      const page = await env.newPage();
      await page.goto(env.pages.url);
      const login = new LoginPage(page);
      await login.waitUntilReady();
      await login.submitEmail(EMAIL);
      const otp = new OtpPage(page);
      await otp.waitUntilShown();
      await otp.enterCode(CODE);
      await otp.expectSuccess();
      const cookies = await page.browserContext().cookies();
      expect(cookies.some((c) => c.name === 'stytch_session_jwt')).toBe(true);
      await page.close();
    }
    expect(await readOutbox(env.api.url, { to: EMAIL })).toEqual([]);
  });
});
