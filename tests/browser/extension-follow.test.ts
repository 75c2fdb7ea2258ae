import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InspectorExtensionPage } from '../../harness/smoke/pages/InspectorExtensionPage';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { EMAIL_OTP_CONFIG, type ExtensionEnv, startExtensionEnv } from '../support/extension-env';
import { keepPanelAt320, openSidePanel, sidePanelPage } from '../support/extension-panel';

// The side panel follows the widget as a developer moves around: another tab and back, the
// panel closed and opened again, the page reloaded.
const APP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My app</title></head>
<body><main><h1>My app</h1><div id="login" style="min-height: 40px"></div></main></body></html>`;

let env: ExtensionEnv;

beforeAll(async () => {
  env = await startExtensionEnv({
    '/': APP_PAGE,
    '/other': '<!doctype html><title>Other</title><p>Other tab</p>',
  });
});

afterAll(() => env?.close());

// What the developer saw last, at 320 px: no sideways scroll, and a screenshot to look at.
afterEach(({ task }) => keepPanelAt320(env.launched, task.name));

const unmountEnabled = (panel: InspectorExtensionPage) =>
  panel.page.$eval('#unmount', (el) => !(el as HTMLButtonElement).disabled);

async function expectStillOnPasscode(panel: InspectorExtensionPage): Promise<void> {
  await panel.inspector.waitForScreen('OtpAuthenticate');
  expect(await panel.inspector.screens()).toEqual(['Main', 'OtpAuthenticate']);
  await panel.waitForStatus('Mounted into #login.');
  expect(await unmountEnabled(panel)).toBe(true);
}

describe('the extension side panel following the widget', () => {
  let app: Page;
  let panel: InspectorExtensionPage;

  it('keeps the mounted widget across a switch to another tab and back', async () => {
    app = await env.launched.browser.newPage();
    await app.goto(env.pages.url);
    panel = await openSidePanel(env.launched, app);
    await panel.pasteConfig(EMAIL_OTP_CONFIG);
    await panel.useTestApi(env.api.url);
    await panel.chooseMode('element');
    await panel.mountInto(app, '#login');
    await panel.waitForStatus('Mounted into #login.');
    const login = new LoginPage(app);
    await login.waitUntilReady();
    await login.submitEmail('follow@example.com');
    await new OtpPage(app).waitUntilShown();
    await panel.inspector.waitForScreen('OtpAuthenticate');

    const other = await env.launched.browser.newPage();
    await other.goto(new URL('/other', env.pages.url).href);
    await other.bringToFront();
    await panel.page.waitForFunction(
      () => document.querySelector('[data-current-screen]') === null,
    );
    await other.close();
    await app.bringToFront();
    await expectStillOnPasscode(panel);

    // New events land in the story they belong to.
    await app.$eval('input[autocomplete="one-time-code"]', (el) =>
      (el as HTMLInputElement).focus(),
    );
    await app.keyboard.type('000000');
    await panel.inspector.waitForCall('/otps/authenticate', '401');
    expect(await panel.inspector.screens()).toContain('OtpAuthenticate');
  });

  it('rebuilds the inspector when the side panel is closed and opened again', async () => {
    await panel.page.close();
    panel = await openSidePanel(env.launched, app);
    await expectStillOnPasscode(panel);
    expect(await panel.inspector.calls()).toContainEqual({
      method: 'POST',
      path: '/otps/authenticate',
      status: '401',
    });
  });

  it('says the widget went with the page when the page reloads', async () => {
    await app.reload();
    await panel.waitForStatus(
      'The page reloaded: the widget went with it. Press Mount to mount it again.',
    );
    expect(await unmountEnabled(panel)).toBe(false);
    await panel.page.waitForFunction(
      () => document.querySelector('[data-current-screen]') === null,
    );
    // Opened again after the reload: not mounted, nothing claims otherwise.
    await panel.page.close();
    panel = await openSidePanel(env.launched, app);
    expect(await unmountEnabled(panel)).toBe(false);
    expect(await panel.status()).not.toMatch(/^Mounted/);
    expect(await sidePanelPage(env.launched)).toBeTruthy();
    await app.close();
  });

  it('keeps a floating panel across a switch to another tab and back', async () => {
    const floating = await env.launched.browser.newPage();
    await floating.goto(env.pages.url);
    panel = await openSidePanel(env.launched, floating);
    await panel.pasteConfig(EMAIL_OTP_CONFIG);
    await panel.useTestApi(env.api.url);
    await panel.chooseMode('floating');
    await panel.pressMount();
    await panel.waitForStatus('Mounted in a floating panel.');
    await panel.inspector.waitForScreen('Main');

    const other = await env.launched.browser.newPage();
    await other.goto(new URL('/other', env.pages.url).href);
    await other.bringToFront();
    await panel.page.waitForFunction(
      () => document.querySelector('[data-current-screen]') === null,
    );
    await other.close();
    await floating.bringToFront();
    await panel.waitForStatus('Mounted in a floating panel.');
    await panel.inspector.waitForScreen('Main');
    expect(await unmountEnabled(panel)).toBe(true);
    await panel.pressUnmount();
    await panel.waitForStatus('Unmounted.');
    await floating.close();
  });
});
