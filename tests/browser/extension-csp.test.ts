import type { Frame, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDev, startDev } from '../../harness/dev';
import { type BrowserWithExtension, launchWithExtension } from '../../harness/extension/launch';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { type RunningPageServer, startPageServer } from '../../harness/shared/page-server';
import { keepPanelAt320, openSidePanel } from '../support/extension-panel';

// The developer's page forbids calls to other origins: the widget cannot reach the test API
// from inside it, and the extension says why and offers the floating panel instead.
const STRICT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Strict app</title>
<meta http-equiv="Content-Security-Policy" content="connect-src 'self'"></head>
<body><main><h1>Strict app</h1><div id="slot" style="padding: 24px"><p>Here.</p></div></main></body></html>`;

let dev: RunningDev;
let pages: RunningPageServer;
let launched: BrowserWithExtension;

beforeAll(async () => {
  // The config comes from a running `stytch-widget dev`, as a developer would fetch it.
  dev = await startDev({ port: 0, apiPort: 0, dbPath: ':memory:', configPath: undefined });
  pages = await startPageServer({
    pages: { '/': STRICT_PAGE },
    staticDir: fromPackageRoot('dist'),
  });
  launched = await launchWithExtension();
});

afterAll(async () => {
  await launched?.close();
  await pages?.close();
  await dev?.close();
});

// What the developer saw last, at 320 px: no sideways scroll, and a screenshot to look at.
afterEach(({ task }) => keepPanelAt320(launched, task.name));

async function widgetFrame(page: Page, extensionId: string): Promise<Frame> {
  for (let tries = 0; tries < 100; tries++) {
    const frame = page
      .frames()
      .find((f) => f.url().startsWith(`chrome-extension://${extensionId}/frame.html`));
    if (frame) return frame;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no floating panel frame');
}

describe('the browser extension on a page whose CSP blocks the widget', () => {
  it('names the directive, and the floating panel mode logs in', async () => {
    const app = await launched.browser.newPage();
    await app.goto(pages.url);
    const panel = await openSidePanel(launched, app);

    await panel.fetchDevConfig(dev.url);
    await panel.page.waitForFunction(() =>
      (document.getElementById('config-text') as HTMLTextAreaElement).value.includes('publicToken'),
    );
    expect(await panel.apiUrl()).toBe(dev.apiUrl);
    expect(await panel.problems()).toEqual([]);

    await panel.chooseMode('element');
    await panel.mountInto(app, '#slot', { offset: { x: 4, y: 4 } });
    await panel.waitForStatus('Mounted into #slot.');
    // The SDK's first call (its bootstrap) is refused by the page's connect-src.
    await panel.page.waitForSelector('#csp-problem:not([hidden])');
    expect(await panel.cspProblem()).toMatch(
      new RegExp(
        `^The page's Content-Security-Policy blocked ${dev.apiUrl.replace(/[.:/]/g, '\\$&')}.* \\(directive connect-src\\)`,
      ),
    );
    // The notice names the fix: the test API's origin, added to the page's connect-src.
    expect(await panel.cspProblem()).toContain(
      `add ${new URL(dev.apiUrl).origin} to its connect-src; or use the floating panel`,
    );

    await panel.page.click('#use-floating');
    await panel.waitForStatus('Mounted in a floating panel.');
    // The element mount is gone, the page shows its own content again.
    expect(await app.$eval('#slot', (el) => el.innerHTML)).toBe('<p>Here.</p>');
    const frame = await widgetFrame(app, launched.extensionId);
    const email = 'floating@example.com';
    const field = await frame.waitForSelector('input[type="email"]');
    await field?.type(email);
    await field?.press('Enter');
    await panel.inspector.waitForScreen('OtpAuthenticate');
    await frame.waitForSelector('input[autocomplete="one-time-code"]');
    await panel.inspector.typeCodeFromOutbox(email);
    await panel.inspector.waitForScreen('OtpConfirmation');
    await panel.inspector.waitForCall('/otps/authenticate', '200');

    await panel.pressUnmount();
    await panel.waitForStatus('Unmounted.');
    expect(app.frames().some((f) => f.url().includes('frame.html'))).toBe(false);
    await app.close();
  });
});
