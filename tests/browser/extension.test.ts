import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROUTED_HOSTS } from '../../harness/extension/route-rules';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { EMAIL_OTP_CONFIG, type ExtensionEnv, startExtensionEnv } from '../support/extension-env';
import { keepPanelAt320, openSidePanel } from '../support/extension-panel';

// A page that knows nothing of the widget: the developer's own app.
const APP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My app</title>
<style>body { font-family: serif }</style></head>
<body><main><h1>My app</h1><div id="login-slot" style="padding: 24px"><p>Log in here soon.</p></div></main></body></html>`;

let env: ExtensionEnv;

beforeAll(async () => {
  env = await startExtensionEnv({ '/': APP_PAGE });
});

afterAll(() => env?.close());

// What the developer saw last, at 320 px: no sideways scroll, and a screenshot to look at.
afterEach(({ task }) => keepPanelAt320(env.launched, task.name));

const config = () => ({ ...EMAIL_OTP_CONFIG });

const pageHtml = (page: Page) => page.evaluate(() => document.documentElement.outerHTML);

/** What chrome://extensions knows of the extension: its state, errors and host access. */
async function extensionInfo() {
  const errorsPage = await env.launched.browser.newPage();
  await errorsPage.goto('chrome://extensions/');
  const info = await errorsPage.evaluate(async (id) => {
    const { developerPrivate } = chrome as unknown as {
      developerPrivate: {
        updateProfileConfiguration(update: { inDeveloperMode: boolean }): Promise<void>;
        getExtensionInfo(id: string): Promise<{
          state: string;
          manifestErrors: unknown[];
          runtimeErrors: unknown[];
          installWarnings: unknown[];
          permissions: {
            runtimeHostPermissions?: { hasAllHosts: boolean; hosts: { host: string }[] };
          };
        }>;
      };
    };
    // Developer mode: the extensions page collects the extension's errors.
    await developerPrivate.updateProfileConfiguration({ inDeveloperMode: true });
    return developerPrivate.getExtensionInfo(id);
  }, env.launched.extensionId);
  await errorsPage.close();
  return info;
}

describe('the browser extension', () => {
  it('listens for its toolbar button as soon as launchWithExtension returns', async () => {
    // A press before the new worker's first turn was dropped: the side panel never opened.
    const extension = (await env.launched.browser.extensions()).get(env.launched.extensionId);
    const [running] = (await extension?.workers()) ?? [];
    expect(await running?.evaluate(() => chrome.action.onClicked.hasListeners())).toBe(true);
  });

  it("loads with no manifest or runtime errors, and no access to the developer's pages until granted", async () => {
    const info = await extensionInfo();
    expect(info.state).toBe('ENABLED');
    expect(info.manifestErrors).toEqual([]);
    expect(info.installWarnings).toEqual([]);
    expect(info.runtimeErrors).toEqual([]);
    expect(info.permissions.runtimeHostPermissions?.hasAllHosts).toBe(false);
    // Only Stytch's own hosts, for the routing switch (Chrome redirects only what it may reach).
    expect(
      info.permissions.runtimeHostPermissions?.hosts.map((entry) => entry.host).sort(),
    ).toEqual(ROUTED_HOSTS.map((host) => `https://${host}/*`).sort());

    // Without the toolbar button pressed or the site allowed, the extension cannot touch a page.
    const app = await env.launched.browser.newPage();
    await app.goto(env.pages.url);
    const worker = await (
      await env.launched.browser.waitForTarget((t) => t.type() === 'service_worker')
    ).worker();
    const refused = await worker?.evaluate(async () => {
      const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
      try {
        await chrome.scripting.executeScript({
          target: { tabId: tab?.id ?? -1 },
          func: () => document.title,
        });
        return 'allowed';
      } catch (error) {
        return String(error);
      }
    });
    expect(refused).toMatch(/Cannot access contents of the page/);
    await app.close();
  });

  it('mounts the widget into a clicked element, logs in with the outbox button, and unmounts cleanly', async () => {
    const app = await env.launched.browser.newPage();
    await app.goto(env.pages.url);
    const before = await pageHtml(app);

    const panel = await openSidePanel(env.launched, app);
    await panel.pasteConfig(config());
    await panel.useTestApi(env.api.url);
    await panel.chooseMode('element');
    await panel.mountInto(app, '#login-slot', { offset: { x: 4, y: 4 } });
    await panel.waitForStatus('Mounted into #login-slot.');

    const inspector = panel.inspector;
    await inspector.waitForScreen('Main');
    const email = 'extension@example.com';
    const login = new LoginPage(app);
    await login.waitUntilReady();
    await login.submitEmail(email);
    await inspector.waitForScreen('OtpAuthenticate');
    await new OtpPage(app).waitUntilShown();
    expect(await inspector.typeCodeFromOutbox(email)).toMatch(/^\d{6}$/);
    await new OtpPage(app).expectSuccess();
    await inspector.waitForScreen('OtpConfirmation');
    expect(await inspector.screens()).toEqual(['Main', 'OtpAuthenticate', 'OtpConfirmation']);
    await inspector.waitForEvent('OTP_AUTHENTICATE');
    expect(await inspector.events()).toContainEqual({
      source: 'onEvent',
      name: 'OTP_LOGIN_OR_CREATE',
    });
    await inspector.waitForCall('/otps/authenticate', '200');
    expect(await inspector.calls()).toContainEqual({
      method: 'POST',
      path: '/otps/email/login_or_create',
      status: '200',
    });
    const session = await inspector.session();
    expect(session.Session).toMatch(/^session-/);

    await panel.pressUnmount();
    await panel.waitForStatus('Unmounted.');
    expect(await pageHtml(app)).toBe(before);
    expect(await app.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);

    // Remount without reloading: the same element, the widget back on Main.
    await panel.mountInto(app, '#login-slot', { offset: { x: 4, y: 4 } });
    await panel.waitForStatus('Mounted into #login-slot.');
    await new LoginPage(app).waitUntilReady();
    await panel.pressUnmount();
    await panel.waitForStatus('Unmounted.');
    expect(await pageHtml(app)).toBe(before);

    // Per-site settings: the panel, on another tab of the same site, offers the same config
    // and target again (read from chrome.storage), whatever it held before.
    await panel.pasteConfig({ other: true });
    const again = await env.launched.browser.newPage();
    await again.goto(env.pages.url);
    await openSidePanel(env.launched, again);
    await panel.page.waitForFunction(
      () =>
        !(document.getElementById('config-text') as HTMLTextAreaElement).value.includes('other'),
    );
    expect(JSON.parse(await panel.configText())).toEqual(config());
    expect(await panel.apiUrl()).toBe(env.api.url);
    await again.close();
    // Nothing the extension ran on the way logged an error (service worker, panel, scripts).
    expect((await extensionInfo()).runtimeErrors).toEqual([]);
    await app.close();
  });

  it('shows the problems `validate` names and mounts nothing for an invalid config', async () => {
    const app = await env.launched.browser.newPage();
    await app.goto(env.pages.url);
    const panel = await openSidePanel(env.launched, app);
    await panel.pasteConfig({ ...config(), products: ['otp', 'magic'] });
    await panel.pressMount();
    await panel.page.waitForSelector('#config-problems li');
    expect((await panel.problems())[0]).toMatch(/^products/);
    expect(await panel.status()).not.toMatch(/Click the element/);
    await app.close();
  });
});
