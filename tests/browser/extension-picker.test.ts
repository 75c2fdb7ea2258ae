import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type InspectorExtensionPage,
  PICKING,
} from '../../harness/smoke/pages/InspectorExtensionPage';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { EMAIL_OTP_CONFIG, type ExtensionEnv, startExtensionEnv } from '../support/extension-env';
import { keepPanelAt320, openSidePanel } from '../support/extension-panel';

// The element picker, used as a developer does: a short page (empty space below the content is
// <html>), elements without ids, the mouse to pick and Escape (in the panel or the page) to stop.
const APP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Picker app</title>
<style>html, body { margin: 0 } body { height: 200px }</style></head>
<body><main><div class="hero main" style="height: 40px">Hero</div>
<section style="height: 40px">First</section><section style="height: 40px">Second</section></main></body></html>`;

let env: ExtensionEnv;

beforeAll(async () => {
  env = await startExtensionEnv({ '/': APP_PAGE });
});

afterAll(() => env?.close());

// What the developer saw last, at 320 px: no sideways scroll, and a screenshot to look at.
afterEach(({ task }) => keepPanelAt320(env.launched, task.name));

const CANCELLED = 'Picking cancelled: nothing mounted.';

async function readyPanel(): Promise<{
  app: import('puppeteer-core').Page;
  panel: InspectorExtensionPage;
}> {
  const app = await env.launched.browser.newPage();
  await app.setViewport({ width: 800, height: 600 });
  await app.goto(env.pages.url);
  const panel = await openSidePanel(env.launched, app);
  await panel.pasteConfig(EMAIL_OTP_CONFIG);
  await panel.chooseMode('element');
  return { app, panel };
}

describe('the extension element picker', () => {
  it('refuses the whole page, says why in the page and the panel, and names what it mounts into', async () => {
    const { app, panel } = await readyPanel();
    await panel.useTestApi(env.api.url);
    const head = await app.evaluate(() => document.head.outerHTML);

    await panel.pressMount();
    await panel.waitForStatus(PICKING);
    // Empty space below the short body: the click lands on <html>.
    await app.mouse.click(400, 500);
    await panel.waitForStatus(
      'That is the whole page (<html>): click an element inside it (Escape cancels).',
    );
    const hint = await app.waitForSelector('#stytch-widget-extension-hint', { visible: true });
    expect(await hint?.evaluate((el) => el.textContent)).toMatch(/whole page/);
    expect(await app.evaluate(() => document.head.outerHTML)).toBe(head);

    // Still picking: a real element is taken, and named as a person reads it.
    await app.click('div.hero');
    await panel.waitForStatus('Mounted into div.hero.main.');
    await new LoginPage(app).waitUntilReady();
    expect(await app.$eval('div.hero', (el) => el.textContent?.includes('Hero'))).toBe(false);
    expect(await app.evaluate(() => document.head.outerHTML.includes('<title>Picker app'))).toBe(
      true,
    );
    expect(await app.$('#stytch-widget-extension-hint')).toBeNull();

    // An element with neither id nor class: a short path, unique, that mounts.
    await panel.mountInto(app, 'main > section:nth-of-type(2)');
    await panel.waitForStatus('Mounted into main > section:nth-of-type(2).');
    await new LoginPage(app).waitUntilReady();
    expect(await app.$eval('main > section:nth-of-type(1)', (el) => el.textContent)).toBe('First');
    await panel.pressUnmount();
    await panel.waitForStatus('Unmounted.');
    expect(await app.$eval('div.hero', (el) => el.outerHTML)).toBe(
      '<div class="hero main" style="height: 40px">Hero</div>',
    );
    await app.close();
  });

  it('cancels with Escape in the side panel, with the Cancel button, and with Escape in the page', async () => {
    const { app, panel } = await readyPanel();
    await panel.useTestApi(env.api.url);
    const before = await app.evaluate(() => document.documentElement.outerHTML);

    // After Mount the focus is in the side panel: Escape there stops the picker in the page.
    await panel.pressMount();
    await panel.waitForStatus(PICKING);
    expect(await panel.page.$eval('#cancel-pick', (el) => (el as HTMLElement).hidden)).toBe(false);
    await panel.page.keyboard.press('Escape');
    await panel.waitForStatus(CANCELLED);
    expect(await panel.page.$eval('#cancel-pick', (el) => (el as HTMLElement).hidden)).toBe(true);
    await app.click('div.hero');
    expect(await app.evaluate(() => document.documentElement.outerHTML)).toBe(before);
    expect(await panel.status()).toBe(CANCELLED);

    await panel.pressMount();
    await panel.waitForStatus(PICKING);
    await panel.page.click('#cancel-pick');
    await panel.waitForStatus(CANCELLED);

    await panel.pressMount();
    await panel.waitForStatus(PICKING);
    await app.bringToFront();
    await app.keyboard.press('Escape');
    await panel.waitForStatus(CANCELLED);
    await app.click('div.hero');
    expect(await app.evaluate(() => document.documentElement.outerHTML)).toBe(before);

    // The picker still works after all that.
    await panel.mountInto(app, 'div.hero');
    await panel.waitForStatus('Mounted into div.hero.main.');
    await panel.pressUnmount();
    await panel.waitForStatus('Unmounted.');
    await app.close();
  });
});
