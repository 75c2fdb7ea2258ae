import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { stopProcessGroup } from '../shared/process-group';
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
  const puppeteer = await import('puppeteer-core');
  const userDataDir = await mkdtemp(join(tmpdir(), 'stytch-widget-chromium-'));
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath: await resolveBrowserPath(),
      headless: options.headless ?? true,
      userDataDir,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    // No browser to close it with: the profile folder goes now or never.
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    browser,
    async close() {
      const pid = browser.process()?.pid;
      await browser.close().catch(() => undefined);
      // Puppeteer returns once the main process is gone; its helpers may still be writing.
      await stopProcessGroup(pid);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
