import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
// A customer writes `from 'stytch-widget/testing'`; the same code from source here.
import { type RunningTestApi, startTestApi } from '../../harness/testing';
import { startApp } from '../fixtures/offline-app/app';

// The README's "Test your app offline", run as written: the widget logs in in Chromium, then
// the customer's own server route checks the session with the official `stytch` Node client
// pointed at the test API.

const PUBLIC_TOKEN = 'public-token-test-my-app';

let api: RunningTestApi;
let app: Awaited<ReturnType<typeof startApp>>;
let chromium: LaunchedBrowser;

beforeAll(async () => {
  api = await startTestApi();
  const { projectId, secret } = await api.projects.get(PUBLIC_TOKEN);
  app = await startApp({
    port: 0,
    publicToken: PUBLIC_TOKEN,
    projectId,
    secret,
    stytchEnv: `${api.url}/`,
    apiUrl: api.url,
    widgetDir: fromPackageRoot('dist'),
  });
  chromium = await launchBrowser();
});

afterAll(async () => {
  await chromium?.close();
  await app?.close();
  await api?.close();
});

it('logs in through the widget, and the server route sees the session', async () => {
  await api.projects.reset(PUBLIC_TOKEN);
  const page = await chromium.browser.newPage();
  await page.goto(app.url);
  await page.locator('::-p-aria(Email[role="textbox"])').fill('ada@example.com');
  await page.locator('::-p-aria(Continue with email[role="button"])').click();
  const code = await api.outbox.code('ada@example.com');
  await page.locator('::-p-aria(One-time passcode[role="textbox"])').fill(code);
  await page.locator('::-p-text(Your passcode has been successfully verified.)').wait();
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/me');
    return { status: res.status, body: res.ok ? await res.json() : null };
  });
  expect(me).toEqual({
    status: 200,
    body: { email: 'ada@example.com', session_id: expect.stringMatching(/^session-test-/) },
  });
  // Without the cookie, the route refuses.
  await page.deleteCookie({ name: 'stytch_session', domain: 'localhost' });
  expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
});
