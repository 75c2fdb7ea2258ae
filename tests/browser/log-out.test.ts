import type { BrowserContext, HTTPRequest } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { type RunningPageServer, startPageServer } from '../../harness/shared/page-server';
import { snippetPage } from '../../harness/shared/snippet-page';
import { logInByAnotherProduct } from '../../harness/smoke/scenarios/passkeys';
import { logOut } from '../../harness/smoke/scenarios/session';
import { type RunningTestApi, startTestApi } from '../../harness/test-api';
import { passkeyRegistrationModeInfo } from '../../widget/modes/passkeyRegistration/info';

// The smoke's log-out stays logged out when the page's client still has a call in flight:
// the CI failure it fixes was the passkey list's user re-read landing after the clear, which
// wrote the session back into the client's stored state without its cookie.
const TOKEN = 'public-token-test-5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

let api: RunningTestApi;
let pages: RunningPageServer;
let chromium: LaunchedBrowser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  api = await startTestApi({ port: 0 });
  const config = {
    publicToken: TOKEN,
    apiUrl: api.url,
    products: ['otp' as const, 'passkeys' as const],
    otpOptions: { methods: ['email' as const] },
  };
  pages = await startPageServer({
    pages: {
      '/': await snippetPage(config),
      '/passkeys': await snippetPage(config, 'passkeys', passkeyRegistrationModeInfo),
    },
    staticDir: fromPackageRoot('dist'),
  });
  chromium = await launchBrowser();
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await chromium?.close();
  await pages?.close();
  await api?.close();
});

it('logOut leaves no session behind when an answer lands after it', async () => {
  context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  await logInByAnotherProduct({
    page,
    pageUrl: `${pages.url}/passkeys`,
    pageUrls: { login: `${pages.url}/` },
    apiUrl: api.url,
    publicToken: TOKEN,
  });

  // The registration mount reads the user as it starts; that answer is held back 1 s.
  let userRead: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    userRead = resolve;
  });
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.url().endsWith('/sdk/v1/users/me') && request.method() === 'GET') {
      userRead();
      setTimeout(() => void request.continue().catch(() => undefined), 1000);
      return;
    }
    void request.continue().catch(() => undefined);
  });
  await page.goto(`${pages.url}/passkeys`);
  await seen;
  await logOut(page);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await page.setRequestInterception(false);

  await page.goto(`${pages.url}/`);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('stytch_sdk_state_'))
      .map((key) => localStorage.getItem(key)),
  );
  expect(stored.filter((value) => value?.includes('"session"'))).toEqual([]);
  expect((await page.cookies()).map((c) => c.name)).not.toContain('stytch_session');
}, 60_000);
