import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { findHeadlessShell, NoBrowserError, resolveBrowserPath } from './browser-path';
import { stopProcessGroup } from './process-group';

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

/**
 * Headless runs only: a scenario's page lives a few seconds, too short for V8's optimising
 * tiers to win back what they spend compiling, and with the GPU off the GPU and network
 * services in processes of their own only add IPC. About a tenth less CPU per smoke run
 * (docs/performance.md).
 */
export const HEADLESS_RUN_ARGS = [
  '--js-flags=--max-opt=1',
  '--in-process-gpu',
  '--enable-features=NetworkServiceInProcess2',
];

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * One Chromium with a fresh profile that is deleted on close. Headless, Chromium's headless
 * shell when there is one (findHeadlessShell), else the browser itself in its headless mode.
 */
export async function launchBrowser(
  options: {
    headless?: boolean;
    /**
     * false: Chromium itself even headless, for what only the full browser does (a passkey
     * autofill request stays pending in its autofill UI; the shell rejects it at once).
     */
    headlessShell?: boolean;
    /**
     * true: DevTools over a WebSocket (`browser.wsEndpoint()`) that another process can connect
     * to. Otherwise over a pipe, which only this process holds and which costs less per message.
     */
    shareable?: boolean;
  } = {},
): Promise<LaunchedBrowser> {
  const puppeteer = await import('puppeteer-core');
  const userDataDir = await mkdtemp(join(tmpdir(), 'stytch-widget-chromium-'));
  let browser: Browser;
  let executablePath: string | undefined;
  try {
    const headless = options.headless ?? true;
    const shell =
      headless && options.headlessShell !== false ? await findHeadlessShell() : undefined;
    executablePath = shell ?? (await resolveBrowserPath());
    browser = await puppeteer.launch({
      executablePath,
      headless: shell ? 'shell' : headless,
      userDataDir,
      pipe: !options.shareable,
      // DevTools' issues (the official SDK's every `document.cookie` is one, about 40 a smoke
      // scenario) are read by nothing here; each is an event built and sent for nothing.
      issuesEnabled: false,
      args: headless ? [...CHROMIUM_ARGS, ...HEADLESS_RUN_ARGS] : CHROMIUM_ARGS,
    });
  } catch (error) {
    // No browser to close it with: the profile folder goes now or never.
    await rm(userDataDir, { recursive: true, force: true });
    if (error instanceof NoBrowserError || executablePath === undefined) throw error;
    // A browser that is there but will not start (not a browser, missing libraries).
    const reason = (error as Error).message.split('\n')[0];
    throw new NoBrowserError(
      `Could not start the browser ${executablePath}: ${reason}`,
      [
        'Check that it runs (`<path> --version`), or set PUPPETEER_EXECUTABLE_PATH to another Chrome or Chromium,',
        'or connect to a running one: --browser-url http://… or --browser-ws-endpoint ws://….',
      ],
      error,
    );
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
