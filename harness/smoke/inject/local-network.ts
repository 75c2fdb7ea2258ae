import type { Page } from 'puppeteer-core';

// Chromium's names for the permission over the years: one, then split in two.
const PERMISSIONS = ['localNetworkAccess', 'localNetwork', 'loopbackNetwork'] as const;

/**
 * Lets a customer's page (a staging site on a public or private address) load the widget from
 * this machine's harness: Chromium asks the user before a page reaches a more private address
 * space (Local Network Access), and headless there is nobody to ask. Granted to that origin in
 * the page's own context only; a name this Chromium does not know is skipped. A grant lasts as
 * long as the DevTools session that made it, so the session stays until the page closes.
 */
export async function allowLocalNetwork(page: Page, origin: string): Promise<void> {
  const session = await page.browser().target().createCDPSession();
  page.once('close', () => {
    void session.detach().catch(() => undefined);
  });
  const browserContextId = page.browserContext().id;
  for (const permission of PERMISSIONS) {
    await session
      .send('Browser.grantPermissions', {
        origin,
        permissions: [permission],
        ...(browserContextId ? { browserContextId } : {}),
      })
      .catch(() => undefined);
  }
}
