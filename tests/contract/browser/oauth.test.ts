import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTestApi, startTestApi } from '../../../harness/test-api';
import { uniqueToken } from '../support/server';
import { createSdkClient, type SdkBrowser, startSdkBrowser } from './browser';
import type { PageServer } from './page-server';

// The whole OAuth round trip in Chromium: the SDK's start() navigates to the test API's
// consent page, a click redirects back with a token, and the SDK exchanges it with PKCE.

let api: RunningTestApi;
let sdk: SdkBrowser;
let pages: PageServer;
let page: Page;
const pt = uniqueToken();

beforeAll(async () => {
  api = await startTestApi({
    port: 0,
    db: ':memory:',
    projects: { [pt]: { pkceRequiredForOauth: true } },
  });
  sdk = await startSdkBrowser();
  ({ pages, page } = sdk);
}, 60_000);

afterAll(async () => {
  await sdk?.close();
  await api?.close();
});

const createClient = () => createSdkClient(page, pt, api.url);

describe('OAuth in Chromium through the official SDK', () => {
  it('start → consent page → redirect → authenticate (PKCE)', async () => {
    await page.goto(pages.url);
    await createClient();
    // Bootstrap must have arrived so the SDK knows PKCE is required.
    await page.waitForFunction(
      (token) => localStorage.getItem(`stytch_sdk_state_${token}::bootstrap`) !== null,
      {},
      pt,
    );
    await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        const w = window as unknown as {
          client: { oauth: { google: { start(o: unknown): Promise<void> } } };
        };
        void w.client.oauth.google.start({
          login_redirect_url: `${location.origin}/callback`,
          signup_redirect_url: `${location.origin}/callback`,
          custom_scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
          provider_params: { prompt: 'select_account' },
        });
      }),
    ]);
    expect(page.url()).toContain(`${api.url}/v1/public/oauth/google/start`);
    expect(page.url()).toContain('code_challenge=');
    expect(await page.content()).toContain('calendar.readonly');
    await page.$eval('#email', (el) => {
      (el as HTMLInputElement).value = 'browser-oauth@example.com';
    });
    await Promise.all([page.waitForNavigation(), page.click('button[value="allow"]')]);
    const back = new URL(page.url());
    expect(back.pathname).toBe('/callback');
    expect(back.searchParams.get('stytch_token_type')).toBe('oauth');
    await createClient();
    const auth = await page.evaluate(async (token) => {
      const w = window as unknown as {
        client: {
          oauth: {
            authenticate(
              t: string,
              o: unknown,
            ): Promise<{ user: { emails: { email: string }[] }; provider_type: string }>;
          };
        };
      };
      const res = await w.client.oauth.authenticate(token, { session_duration_minutes: 30 });
      return {
        email: res.user.emails[0]?.email,
        provider: res.provider_type,
        cookie: document.cookie,
      };
    }, back.searchParams.get('token') ?? '');
    expect(auth.email).toBe('browser-oauth@example.com');
    expect(auth.provider).toBe('google');
    expect(auth.cookie).toContain('stytch_session=');
  });
});
