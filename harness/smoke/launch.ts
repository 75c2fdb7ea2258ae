import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { resolveBrowserPath } from './browser-path';

// Flags that keep Chromium off the network and working as root in a container.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** One headless Chromium with a fresh profile that is deleted on close. */
export async function launchBrowser(
  options: { headless?: boolean } = {},
): Promise<LaunchedBrowser> {
  const puppeteer = await import('puppeteer');
  const userDataDir = await mkdtemp(join(tmpdir(), 'stytch-widget-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: await resolveBrowserPath(),
    headless: options.headless ?? true,
    userDataDir,
    args: CHROMIUM_ARGS,
  });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
