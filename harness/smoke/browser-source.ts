import type { Browser } from 'puppeteer-core';
import { NoBrowserError } from '../shared/browser-path';
import { type LaunchedBrowser, launchBrowser } from '../shared/launch-browser';

export interface BrowserSourceOptions {
  headless?: boolean;
  /** A running browser's DevTools WebSocket endpoint to connect to instead of launching one. */
  browserWSEndpoint?: string;
  /** A running browser's DevTools HTTP address (http://host:port) to connect to. */
  browserURL?: string;
}

const CONNECT_FIXES = [
  'Start the browser with --remote-debugging-port=<port> (and --remote-debugging-address=0.0.0.0 when it runs elsewhere),',
  'then pass --browser-url http://<host>:<port>, or the webSocketDebuggerUrl of http://<host>:<port>/json/version as --browser-ws-endpoint.',
];

/**
 * The browser a smoke run drives: a running one it connects to (a Chrome started with
 * --remote-debugging-port, a browserless container, a Selenium Grid 4 node's CDP endpoint),
 * else one launched here. A connected browser is only disconnected at the end, never closed:
 * the run did not start it.
 */
export async function acquireBrowser(options: BrowserSourceOptions = {}): Promise<LaunchedBrowser> {
  const { browserWSEndpoint, browserURL } = options;
  if (browserWSEndpoint && browserURL) {
    throw new NoBrowserError('Pass --browser-ws-endpoint or --browser-url, not both.', []);
  }
  if (!browserWSEndpoint && !browserURL) {
    return launchBrowser(options.headless === undefined ? {} : { headless: options.headless });
  }
  const puppeteer = await import('puppeteer-core');
  let browser: Browser;
  try {
    browser = await puppeteer.connect({
      ...(browserWSEndpoint ? { browserWSEndpoint } : { browserURL: browserURL as string }),
      // The remote browser's own window size, not Puppeteer's 800×600 override.
      defaultViewport: null,
    });
  } catch (error) {
    const flag = browserWSEndpoint ? '--browser-ws-endpoint' : '--browser-url';
    throw new NoBrowserError(
      `Could not connect to the browser at ${flag} ${browserWSEndpoint ?? browserURL}: ${(error as Error).message.split('\n')[0]}`,
      CONNECT_FIXES,
      error,
    );
  }
  return {
    browser,
    async close() {
      await browser.disconnect().catch(() => undefined);
    },
  };
}
