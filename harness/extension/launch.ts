import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, WebWorker } from 'puppeteer-core';
import { resolveBrowserPath } from '../shared/browser-path';
import { EXTENSION_ID } from '../shared/extension-id';
import { CHROMIUM_ARGS } from '../shared/launch-browser';
import { fromPackageRoot } from '../shared/package-root';

/** The unpacked extension the build makes (harness/extension/build-extension.mjs). */
export function extensionDir(): string {
  return fromPackageRoot('dist', 'extension');
}

export interface BrowserWithExtension {
  browser: Browser;
  extensionId: string;
  close(): Promise<void>;
}

/** Where fresh profiles go: `<tmp>/stytch-widget-extension-<random>`. */
export const PROFILE_PREFIX = 'stytch-widget-extension-';

/**
 * A fresh profile's preferences with the extension pinned: its toolbar button shows beside
 * the address bar instead of under the puzzle icon. Chromium reads the pinned ids from the
 * profile's `Default/Preferences` and pins the extension when it loads.
 */
async function writePinnedPreferences(userDataDir: string): Promise<void> {
  await mkdir(join(userDataDir, 'Default'), { recursive: true });
  await writeFile(
    join(userDataDir, 'Default', 'Preferences'),
    JSON.stringify({ extensions: { pinned_extensions: [EXTENSION_ID] } }),
  );
}

/** Deletes a profile; retried, as Chromium's helper processes may still write there a moment. */
function removeProfile(userDataDir: string): Promise<void> {
  return rm(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

export interface LaunchOptions {
  headless?: boolean;
  startUrl?: string;
  /**
   * Whether Puppeteer closes the browser and exits the process on Ctrl-C (its default). A
   * caller that stops on signals itself (`dev --url`) passes false and closes, so the profile
   * is deleted too.
   */
  handleSignals?: boolean;
}

/**
 * Chromium with the built extension loaded unpacked and pinned, in a fresh profile deleted on
 * close. Headless works: Chromium's new headless mode runs extensions. The extension is loaded
 * over the DevTools pipe (Extensions.loadUnpacked), which also reports a manifest Chrome refuses.
 */
export async function launchWithExtension(
  options: LaunchOptions = {},
): Promise<BrowserWithExtension> {
  const dir = extensionDir();
  if (!existsSync(join(dir, 'manifest.json'))) {
    throw new Error(
      `The extension is not built (${dir} has no manifest.json). Run \`npm run build\`.`,
    );
  }
  const puppeteer = await import('puppeteer-core');
  const userDataDir = await mkdtemp(join(tmpdir(), PROFILE_PREFIX));
  let browser: Browser | undefined;
  try {
    await writePinnedPreferences(userDataDir);
    const handleSignals = options.handleSignals ?? true;
    browser = await puppeteer.launch({
      handleSIGINT: handleSignals,
      handleSIGTERM: handleSignals,
      handleSIGHUP: handleSignals,
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
    // Once, however often it is called (the window closed by hand, then Ctrl-C): two removals
    // of the same folder at once fail each other.
    let closing: Promise<void> | undefined;
    return {
      browser: opened,
      extensionId,
      close() {
        closing ??= opened
          .close()
          .catch(() => undefined)
          .then(() => removeProfile(userDataDir));
        return closing;
      },
    };
  } catch (error) {
    await browser?.close().catch(() => undefined);
    await removeProfile(userDataDir);
    throw error;
  }
}

/**
 * Returns once the extension's service worker listens for the toolbar button. A press that
 * comes before the freshly installed worker has run its first turn is dropped by Chromium
 * (no listener is registered yet), so the side panel would never open.
 */
async function waitForToolbarListener(browser: Browser, extensionId: string): Promise<void> {
  const worker = await extensionWorker(browser, extensionId);
  const deadline = Date.now() + 10_000;
  // A worker caught in its first moments has no extension APIs yet (`chrome` is undefined,
  // 2 to 3 launches in 8 here): that is "not yet" too.
  const listening = () =>
    worker.evaluate(
      () => typeof chrome !== 'undefined' && chrome.action?.onClicked.hasListeners() === true,
    );
  while (!(await listening())) {
    if (Date.now() > deadline) {
      throw new Error("The extension's service worker never listened for its toolbar button.");
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The extension's service worker, where `chrome.storage` and the other extension APIs run. */
export async function extensionWorker(browser: Browser, extensionId: string): Promise<WebWorker> {
  const target = await browser.waitForTarget(
    (t) =>
      t.type() === 'service_worker' && t.url().startsWith(`chrome-extension://${extensionId}/`),
    { timeout: 10_000 },
  );
  const worker = await target.worker();
  if (!worker) throw new Error("The extension's service worker did not start.");
  return worker;
}
