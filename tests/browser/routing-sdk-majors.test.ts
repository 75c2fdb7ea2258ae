import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { type RunningPageServer, startPageServer } from '../../harness/shared/page-server';
import { type RunningTestApi, routeStytchToTestApi, startTestApi } from '../../harness/testing';
import { buildSdkMajorPages } from '../fixtures/sdk-major-pages/build';
import { AUTHENTICATE, emailCodeLoginCalls, SEND } from '../support/headless-otp';

// Routing covers the hosts of every SDK major in use: a page on the 4.x or 5.x headless client,
// unchanged (no `endpoints`, so 4.x calls web.stytch.com and 5.x test.stytch.com), logs in by
// email code against the test API through `routeStytchToTestApi`. 6.x: testing-routing.test.ts.

const TOKEN = 'public-token-test-7a8b9c0d-1e2f-4a3b-8c4d-5e6f708192a3';

/** Where each major sends its passcode calls for a test token. */
const MAJORS = [
  { major: '4', apiHost: 'web.stytch.com' },
  { major: '5', apiHost: 'test.stytch.com' },
] as const;

let api: RunningTestApi;
let site: RunningPageServer;
let launched: LaunchedBrowser;
let built = '';

beforeAll(async () => {
  built = await buildSdkMajorPages();
  api = await startTestApi();
  site = await startPageServer({ pages: {}, staticDir: built });
  launched = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await launched?.close();
  await site?.close();
  await api?.close();
  if (built) await rm(built, { recursive: true, force: true });
});

describe.each(MAJORS)('the $major.x headless client, routed', ({ major, apiHost }) => {
  it(`logs in by email code, its calls to ${apiHost} answered by the test API`, async () => {
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    const routing = await routeStytchToTestApi(page, { testApiUrl: api.url });
    try {
      await page.goto(`${site.url}/static/v${major}.html`);
      await page.waitForFunction(() => 'stytch' in window);
      const email = `major-${major}@example.com`;
      const methodId = await page.evaluate(SEND, { token: TOKEN, email });
      const code = await api.outbox.code(email);
      const login = await page.evaluate(AUTHENTICATE, { code, methodId });
      expect(login.email).toBe(email);
      expect(routing.calls()).toEqual(expect.arrayContaining(emailCodeLoginCalls(apiHost)));
      expect(routing.gaps()).toEqual([]);
    } finally {
      await routing.stop();
      await context.close();
    }
  });
});
