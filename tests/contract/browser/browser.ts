import type { Page } from 'puppeteer-core';
import { launchBrowser } from '../../../harness/shared/launch-browser';
import { endpointsFor } from '../../../widget/client/stytch-client';
import { type PageServer, startPageServer } from './page-server';

/** Opens the SDK page and creates the official headless client there as `window.client`. */
export async function openSdkClient(
  page: Page,
  pageUrl: string,
  publicToken: string,
  apiUrl: string,
) {
  await page.goto(pageUrl);
  await createSdkClient(page, publicToken, apiUrl);
}

/** Creates the official headless client on the current page as `window.client`. */
export async function createSdkClient(page: Page, publicToken: string, apiUrl: string) {
  await page.evaluate(
    (token, endpoints) => {
      const w = window as unknown as {
        stytch: { StytchHeadlessClient: new (t: string, o: unknown) => unknown };
        client: unknown;
      };
      w.client = new w.stytch.StytchHeadlessClient(token, { endpoints });
    },
    publicToken,
    endpointsFor(apiUrl),
  );
}

export interface SdkBrowser {
  pages: PageServer;
  page: Page;
  close(): Promise<void>;
}

/** The SDK page server, one Chromium and one page on it; the test API stays the suite's own. */
export async function startSdkBrowser(): Promise<SdkBrowser> {
  const pages = await startPageServer();
  // The harness's Chromium: same resolution, flags and throw-away profile as the smoke runs.
  const chromium = await launchBrowser();
  const page = await chromium.browser.newPage();
  return {
    pages,
    page,
    async close() {
      await chromium.close();
      await pages.close();
    },
  };
}
