import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { extensionWorker } from '../../harness/extension/launch';
import { EXTENSION_ORIGIN } from '../../harness/shared/extension-id';
import { startTestApi } from '../../harness/test-api';
import { lastCode, readOutbox } from '../../harness/test-api/control-client';
import { type ExtensionEnv, startExtensionEnv } from '../support/extension-env';
import {
  keepPanelAt320,
  openSidePanel,
  photographAt,
  pressToolbarButton,
  sidePanelPage,
} from '../support/extension-panel';

// The panel's switch "Route Stytch to the test API": a developer's own app, built on the
// official headless client with a test token and no endpoints (so it calls test.stytch.com),
// logs in against the local test API in their browser while the switch is on, and only then.

const require = createRequire(import.meta.url);
// `./headless` resolves to dist/cjs/index.headless.cjs; the IIFE builds sit in dist/iife.
const SDK_DIR = join(dirname(dirname(require.resolve('@stytch/vanilla-js/headless'))), 'iife');
const PUBLIC_TOKEN = `public-token-test-${randomUUID()}`;

const APP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My app</title>
<script src="/sdk/index.headless.js"></script></head>
<body><main><h1>My app</h1></main></body></html>`;

let env: ExtensionEnv;

beforeAll(async () => {
  env = await startExtensionEnv({ '/': APP_PAGE }, { extraStatic: { '/sdk/': SDK_DIR } });
}, 60_000);

afterAll(async () => {
  await env?.close();
});

type SendResult = { sent: true; methodId: string } | { sent: false; error: string };

/** The app asks for an email code, as its own code would: the official client, no endpoints. */
function sendCode(app: Page, email: string): Promise<SendResult> {
  return app.evaluate(
    async (token, to) => {
      type Client = {
        otps: { email: { loginOrCreate(email: string): Promise<{ method_id: string }> } };
      };
      const w = window as unknown as {
        stytch: { StytchHeadlessClient: new (token: string) => Client };
        client?: Client;
      };
      w.client ??= new w.stytch.StytchHeadlessClient(token);
      try {
        const answer = await w.client.otps.email.loginOrCreate(to);
        return { sent: true as const, methodId: answer.method_id };
      } catch (error) {
        return { sent: false as const, error: String(error) };
      }
    },
    PUBLIC_TOKEN,
    email,
  );
}

/** The app logs in with the code, and reports the user and whether the session cookie is set. */
function authenticate(app: Page, code: string, methodId: string) {
  return app.evaluate(
    async (otp, method) => {
      type Client = {
        otps: {
          authenticate(
            code: string,
            methodId: string,
            options: { session_duration_minutes: number },
          ): Promise<{ user: { emails: { email: string }[] } }>;
        };
      };
      const client = (window as unknown as { client: Client }).client;
      const answer = await client.otps.authenticate(otp, method, { session_duration_minutes: 30 });
      return {
        email: answer.user.emails[0]?.email,
        sessionCookie: document.cookie.includes('stytch_session='),
      };
    },
    code,
    methodId,
  );
}

/** The extension's routing rules (session rules): the tab each one routes, and where to. */
async function routingRules() {
  const worker = await extensionWorker(env.launched.browser, env.launched.extensionId);
  return worker.evaluate(async () =>
    (await chrome.declarativeNetRequest.getSessionRules()).map((rule) => ({
      tabId: rule.condition.tabIds?.[0],
      transform: rule.action.redirect.transform,
    })),
  );
}

async function badgeText(tabId: number): Promise<string> {
  const worker = await extensionWorker(env.launched.browser, env.launched.extensionId);
  return worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);
}

const routeLine = (panel: Page) =>
  panel.$eval('#state-line [data-state="route"]', (el) => el.textContent ?? '');
const switchOn = (panel: Page) =>
  panel.$eval('#route-stytch', (el) => (el as HTMLInputElement).checked);

/** The app in a new tab with the side panel on it; both left as the test leaves them. */
async function appWithPanel(testName: string) {
  onTestFinished(() => keepPanelAt320(env.launched, testName));
  const app = await env.launched.browser.newPage();
  onTestFinished(() => app.close());
  await app.goto(env.pages.url);
  return { app, panel: await openSidePanel(env.launched, app) };
}

/** The switch refused, off, and no rule left: nothing answers at port 9 (discard). */
async function expectNotAnswering(panel: Page): Promise<void> {
  await panel.waitForFunction(
    () => !(document.getElementById('route-problem') as HTMLElement).hidden,
    { timeout: 15_000 },
  );
  expect(await panel.$eval('#route-problem', (el) => el.textContent)).toBe(
    'Cannot route: the test API is not answering at http://127.0.0.1:9. Start `stytch-widget dev` (or `stytch-widget test-api`), then switch again.',
  );
  expect(await switchOn(panel)).toBe(false);
  expect(await routingRules()).toEqual([]);
}

/** Waits until the panel's routing line says `text`. */
function waitForRouteLine(panel: Page, text: string) {
  return panel.waitForFunction(
    (expected) =>
      (document.querySelector('#state-line [data-state="route"]')?.textContent ?? '').includes(
        expected,
      ),
    { timeout: 15_000 },
    text,
  );
}

/** The only routing rule's tab, once there is one. */
async function routedTab(): Promise<number> {
  let tabId: number | undefined;
  await vi.waitFor(
    async () => {
      const rules = await routingRules();
      expect(rules).toHaveLength(1);
      tabId = rules[0]?.tabId;
    },
    { timeout: 10_000, interval: 100 },
  );
  if (tabId === undefined) throw new Error('no routed tab');
  return tabId;
}

describe('routing the tab to the test API', () => {
  it("logs the app in against the test API only while the switch is on, and shows it's on", async (context) => {
    onTestFinished(() => keepPanelAt320(env.launched, context.task.name));
    const app = await env.launched.browser.newPage();
    await app.goto(env.pages.url);
    const panel = await openSidePanel(env.launched, app);
    await panel.useTestApi(env.api.url);
    expect(await routeLine(panel.page)).toBe(
      "Stytch routing: off (this tab's Stytch calls go to Stytch).",
    );

    // Off: the official client calls test.stytch.com, which the test API never hears of.
    const before = await sendCode(app, 'off@example.com');
    expect(before.sent).toBe(false);
    expect(await readOutbox(env.api.url, { to: 'off@example.com' })).toEqual([]);

    await panel.page.click('#route-stytch');
    await waitForRouteLine(
      panel.page,
      `Stytch routing: ON: this tab's Stytch calls go to the test API at ${env.api.url}.`,
    );
    const tabId = await routedTab();
    expect(await badgeText(tabId)).toBe('ON');
    expect(await switchOn(panel.page)).toBe(true);
    expect((await photographAt(panel.page, 320, 'route-switch-on')).overflows).toBe(false);
    const apiPort = new URL(env.api.url).port;
    expect((await routingRules())[0]?.transform).toEqual({
      scheme: 'http',
      host: '127.0.0.1',
      port: apiPort,
    });

    // A reload keeps the route (the badge, which Chrome clears on navigation, comes back).
    await app.reload();
    await vi.waitFor(async () => expect(await badgeText(tabId)).toBe('ON'), {
      timeout: 10_000,
      interval: 100,
    });
    const sent = await sendCode(app, 'routed@example.com');
    if (!sent.sent) throw new Error(`the routed call failed: ${sent.error}`);
    const code = await lastCode(env.api.url, 'routed@example.com');
    expect(await authenticate(app, code, sent.methodId)).toEqual({
      email: 'routed@example.com',
      sessionCookie: true,
    });

    // The panel closed and opened again still shows the tab routed.
    await panel.page.close();
    const reopened = await openSidePanel(env.launched, app);
    await waitForRouteLine(reopened.page, 'Stytch routing: ON:');
    expect(await switchOn(reopened.page)).toBe(true);

    // Off again: the rule and the badge go, and the app's calls no longer reach the test API.
    await reopened.page.click('#route-stytch');
    await waitForRouteLine(reopened.page, 'Stytch routing: off');
    expect(await routingRules()).toEqual([]);
    expect(await badgeText(tabId)).toBe('');
    await app.reload();
    const after = await sendCode(app, 'off-again@example.com');
    expect(after.sent).toBe(false);
    expect(await readOutbox(env.api.url, { to: 'off-again@example.com' })).toEqual([]);
    await app.close();
  }, 90_000);

  it('ends with the tab: closing a routed tab removes its rule', async () => {
    const app = await env.launched.browser.newPage();
    await app.goto(env.pages.url);
    const panel = await openSidePanel(env.launched, app);
    await panel.useTestApi(env.api.url);
    await panel.page.click('#route-stytch');
    await waitForRouteLine(panel.page, 'Stytch routing: ON:');
    await routedTab();
    await app.close();
    await vi.waitFor(async () => expect(await routingRules()).toEqual([]), {
      timeout: 10_000,
      interval: 100,
    });
  }, 60_000);

  it("names the fix when the test API refuses the page's origin, and stays on", async (context) => {
    onTestFinished(() => keepPanelAt320(env.launched, context.task.name));
    // A test API that answers the extension only, not the site.
    const refusing = await startTestApi({
      port: 0,
      db: ':memory:',
      allowedOrigins: [EXTENSION_ORIGIN],
    });
    onTestFinished(() => refusing.close());
    const app = await env.launched.browser.newPage();
    onTestFinished(() => app.close());
    await app.goto(env.pages.url);
    const panel = await openSidePanel(env.launched, app);
    await panel.useTestApi(refusing.url);
    await panel.page.click('#route-stytch');
    await waitForRouteLine(panel.page, "refuses this page's origin");
    const site = new URL(env.pages.url).origin;
    expect(await routeLine(panel.page)).toBe(
      `Stytch routing: ON, but the test API at ${refusing.url} refuses this page's origin (${site}). Restart it with \`--allow-origin ${site}\` (\`stytch-widget dev --url ${site}\` allows it too).`,
    );
    expect(await switchOn(panel.page)).toBe(true);
    expect(await badgeText(await routedTab())).toBe('ON');
    await panel.page.click('#route-stytch');
    await waitForRouteLine(panel.page, 'Stytch routing: off');
  }, 60_000);

  it('a switch pressed while the panel still reads the tab waits for the read, which no longer undoes it', async (context) => {
    const { app, panel } = await appWithPanel(context.task.name);
    await panel.useTestApi('http://127.0.0.1:9');
    // A slow read of the tab, as on a busy machine: the panel's next look at the active tab
    // takes 1.5 s; `readDone` says when it has answered.
    await panel.page.evaluate(() => {
      const slow = window as unknown as { readDone?: boolean; query?: typeof chrome.tabs.query };
      slow.query = chrome.tabs.query;
      const query = chrome.tabs.query.bind(chrome.tabs);
      chrome.tabs.query = (info) =>
        new Promise((resolve) => setTimeout(resolve, 1_500))
          .then(() => query(info))
          .finally(() => {
            slow.readDone = true;
          });
    });
    onTestFinished(() =>
      panel.page.evaluate(() => {
        const slow = window as unknown as { query?: typeof chrome.tabs.query };
        if (slow.query) chrome.tabs.query = slow.query;
      }),
    );
    // The toolbar pressed again starts a read of the tab; the switch is pressed during it.
    await pressToolbarButton(env.launched, app);
    await panel.page.click('#route-stytch');
    // Before, the switch ran at once and the read, ending after it, hid its refusal.
    await panel.page.waitForFunction(() => (window as { readDone?: boolean }).readDone === true);
    await expectNotAnswering(panel.page);
  }, 60_000);

  it('says why it cannot route: no test API answering, no access to the tab', async (context) => {
    const { panel } = await appWithPanel(context.task.name);
    // Nothing listens there (port 9 is discard, never a test API).
    await panel.useTestApi('http://127.0.0.1:9');
    await panel.page.click('#route-stytch');
    await expectNotAnswering(panel.page);

    // A tab the toolbar button was never pressed on: the panel follows it, and cannot route it.
    const other = await env.launched.browser.newPage();
    onTestFinished(() => other.close());
    await other.goto(env.pages.url);
    await other.bringToFront();
    const side = await sidePanelPage(env.launched);
    await side.waitForFunction(
      () => !(document.getElementById('access-problem') as HTMLElement).hidden,
    );
    await side.click('#route-stytch');
    await side.waitForFunction(
      () => !(document.getElementById('route-problem') as HTMLElement).hidden,
      { timeout: 15_000 },
    );
    expect(await side.$eval('#route-problem', (el) => el.textContent)).toMatch(
      /^Cannot route this tab: the extension has no access to it\./,
    );
    expect(await switchOn(side)).toBe(false);
    expect(await routingRules()).toEqual([]);
  }, 60_000);
});
