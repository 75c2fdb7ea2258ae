import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { fromPackageRoot } from '../package-root';
import { resolveBrowserPath } from '../smoke/browser-path';
import { CHROMIUM_ARGS } from '../smoke/launch';

/** The unpacked extension the build makes (harness/extension/build-extension.mjs). */
export function extensionDir(): string {
  return fromPackageRoot('dist', 'extension');
}

export interface BrowserWithExtension {
  browser: Browser;
  extensionId: string;
  close(): Promise<void>;
}

/**
 * Chromium with the built extension loaded unpacked, in a fresh profile deleted on close.
 * Headless works: Chromium's new headless mode runs extensions. The extension is loaded over
 * the DevTools pipe (Extensions.loadUnpacked), which also reports a manifest Chrome refuses.
 */
export async function launchWithExtension(
  options: { headless?: boolean; startUrl?: string } = {},
): Promise<BrowserWithExtension> {
  const dir = extensionDir();
  if (!existsSync(join(dir, 'manifest.json'))) {
    throw new Error(
      `The extension is not built (${dir} has no manifest.json). Run \`npm run build\`.`,
    );
  }
  const puppeteer = await import('puppeteer-core');
  const userDataDir = await mkdtemp(join(tmpdir(), 'stytch-widget-extension-'));
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.launch({
      executablePath: await resolveBrowserPath(),
      headless: options.headless ?? true,
      userDataDir,
      pipe: true,
      enableExtensions: true,
      defaultViewport: options.headless === false ? null : undefined,
      args: [...CHROMIUM_ARGS, ...(options.startUrl ? [options.startUrl] : [])],
    });
    const extensionId = await browser.installExtension(dir);
    await waitForToolbarListener(browser, extensionId);
    const opened = browser;
    return {
      browser: opened,
      extensionId,
      async close() {
        await opened.close().catch(() => undefined);
        await rm(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser?.close().catch(() => undefined);
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Returns once the extension's service worker listens for the toolbar button. A press that
 * comes before the freshly installed worker has run its first turn is dropped by Chromium
 * (no listener is registered yet), so the side panel would never open.
 */
async function waitForToolbarListener(browser: Browser, extensionId: string): Promise<void> {
  const target = await browser.waitForTarget(
    (t) =>
      t.type() === 'service_worker' && t.url().startsWith(`chrome-extension://${extensionId}/`),
    { timeout: 10_000 },
  );
  const worker = await target.worker();
  if (!worker) throw new Error("The extension's service worker did not start.");
  const deadline = Date.now() + 10_000;
  while (!(await worker.evaluate(() => chrome.action.onClicked.hasListeners()))) {
    if (Date.now() > deadline) {
      throw new Error("The extension's service worker never listened for its toolbar button.");
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
