import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { runDev } from '../../cli/commands/dev';
import { type BrowserWithExtension, launchWithExtension } from '../../harness/extension/launch';
import { openSite } from '../../harness/extension/open-site';
import { EXTENSION_ID, EXTENSION_ORIGIN } from '../../harness/shared/extension-id';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { type RunningPageServer, startPageServer } from '../../harness/shared/page-server';
import { stopProcessGroup } from '../../harness/shared/process-group';
import type { InspectorExtensionPage } from '../../harness/smoke/pages/InspectorExtensionPage';
import { startTestApi } from '../../harness/test-api';
import { BIN } from '../cli/run-cli';
import { openSidePanel } from '../support/extension-panel';

// The extension's own origin and the running tools: a plain `stytch-widget test-api` answers
// the side panel (the extension has a fixed id), any other origin is refused with a reason the
// panel shows, and `dev --url` opens Chromium with the extension pinned and its panel filled.

const SITE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My app</title></head>
<body><main><h1>My app</h1><div id="login-slot">Log in here soon.</div></main></body></html>`;

const SCREENSHOTS = fromPackageRoot('tests', '.artifacts', 'extension');

let site: RunningPageServer;
let launched: BrowserWithExtension;

beforeAll(async () => {
  site = await startPageServer({ pages: { '/': SITE_PAGE }, staticDir: fromPackageRoot('dist') });
  launched = await launchWithExtension();
}, 60_000);

afterAll(async () => {
  await launched?.close();
  await site?.close();
});

/** Keeps what the developer saw, and prints where. */
async function screenshot(page: Page, name: string): Promise<void> {
  const path = join(SCREENSHOTS, `${name}.png`);
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
}

/** The side panel of the page's tab, at the narrow width a developer gives it. */
async function openNarrowPanel(opened: BrowserWithExtension, page: Page) {
  const panel = await openSidePanel(opened, page);
  await panel.page.setViewport({ width: 320, height: 900 });
  return panel;
}

/** Whether chrome://extensions shows the extension pinned in the toolbar. */
async function pinnedToToolbar(opened: BrowserWithExtension): Promise<boolean | undefined> {
  const page = await opened.browser.newPage();
  await page.goto('chrome://extensions/');
  const pinned = await page.evaluate(async (id) => {
    const { developerPrivate } = chrome as unknown as {
      developerPrivate: {
        getExtensionInfo(id: string): Promise<{ pinnedToToolbar?: boolean }>;
      };
    };
    return (await developerPrivate.getExtensionInfo(id)).pinnedToToolbar;
  }, opened.extensionId);
  await page.close();
  return pinned;
}

/** What the panel's outbox shows once it has read the test API (or failed to). */
async function outboxText(panel: InspectorExtensionPage): Promise<string> {
  await panel.page.waitForSelector('[data-inspector="outbox"] li', { timeout: 15_000 });
  return panel.page.$eval('[data-inspector="outbox"]', (el) => el.textContent ?? '');
}

/** `stytch-widget test-api` as a developer starts it, until `stop`. */
function startTestApiCommand(args: string[]) {
  const child: ChildProcess = spawn(process.execPath, [BIN, 'test-api', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => reject(new Error(`test-api exited (${code}): ${output}`)));
  });
  return { url, stop: () => stopProcessGroup(child.pid) };
}

describe('the extension and the test API', () => {
  it('has the fixed id its manifest key gives, and is pinned in the toolbar', async () => {
    expect(launched.extensionId).toBe(EXTENSION_ID);
    expect(await pinnedToToolbar(launched)).toBe(true);
  });

  it("a plain `stytch-widget test-api` answers the side panel's outbox, and refuses other origins", async () => {
    const api = startTestApiCommand(['--port', '0', '--db', ':memory:']);
    onTestFinished(() => api.stop());
    const apiUrl = await api.url;
    const app = await launched.browser.newPage();
    await app.goto(site.url);
    const panel = await openNarrowPanel(launched, app);
    await panel.useTestApi(apiUrl);
    const shown = await outboxText(panel);
    expect(shown).not.toMatch(/Cannot reach|Failed to fetch|origin_not_allowed/);
    expect(shown).toContain('Nothing sent yet.');
    // The same fetch the outbox makes, from the panel's own origin: CORS answers it.
    const answer = await panel.page.evaluate(async (url) => {
      const response = await fetch(new URL('/__emulator/outbox', url));
      return { status: response.status, origin: location.origin };
    }, apiUrl);
    expect(answer).toEqual({ status: 200, origin: EXTENSION_ORIGIN });
    await screenshot(panel.page, 'test-api-alone-320');

    for (const origin of [
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
      'http://evil.example',
    ]) {
      const refused = await fetch(new URL('/__emulator/outbox', apiUrl), {
        headers: { origin },
      });
      expect(refused.status, origin).toBe(403);
      expect(await refused.json()).toMatchObject({ error_type: 'origin_not_allowed' });
    }
    await app.close();
  }, 60_000);

  it('names the cause in the panel when a test API refuses the extension', async () => {
    // A test API told to answer local pages only (as before the extension had a fixed id).
    const api = await startTestApi({
      port: 0,
      db: ':memory:',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    });
    onTestFinished(() => api.close());
    const app = await launched.browser.newPage();
    await app.goto(site.url);
    const panel = await openNarrowPanel(launched, app);
    await panel.useTestApi(api.url);
    await panel.page.waitForFunction(
      () => /origin_not_allowed/.test(document.getElementById('outbox')?.textContent ?? ''),
      { timeout: 15_000 },
    );
    const shown = await outboxText(panel);
    expect(shown).toContain(`--allow-origin ${EXTENSION_ORIGIN}`);
    expect(shown).not.toContain('Failed to fetch');
    await screenshot(panel.page, 'test-api-refuses-320');
    await app.close();
  }, 60_000);
});

describe('dev --url', () => {
  it('opens the site with the extension pinned and the panel filled from the running dev', async () => {
    const dev = await runDev({ port: 0, apiPort: 0, db: ':memory:', url: site.url });
    let opened: BrowserWithExtension | undefined;
    try {
      opened = await openSite(
        site.url,
        { configText: dev.configText, apiUrl: dev.apiUrl, devUrl: dev.url },
        { headless: true },
      );
      expect(opened.extensionId).toBe(EXTENSION_ID);
      expect(await pinnedToToolbar(opened)).toBe(true);
      const [app] = await opened.browser.pages();
      if (!app) throw new Error('no tab open');
      expect(app.url()).toBe(new URL(site.url).href);

      const panel = await openNarrowPanel(opened, app);
      // The dev's own config, test API and dev page, not the defaults (4010, 3000).
      expect(await panel.configText()).toBe(dev.configText);
      expect(await panel.apiUrl()).toBe(dev.apiUrl);
      expect(await panel.page.$eval('#dev-url', (el) => (el as HTMLInputElement).value)).toBe(
        dev.url,
      );
      expect(
        await panel.page.$eval(
          'input[name="target"][value="test-api"]',
          (el) => (el as HTMLInputElement).checked,
        ),
      ).toBe(true);
      expect(await outboxText(panel)).toContain('Nothing sent yet.');
      await screenshot(panel.page, 'dev-url-panel-320');
    } finally {
      await opened?.close();
      await dev.close();
    }
  }, 90_000);
});
