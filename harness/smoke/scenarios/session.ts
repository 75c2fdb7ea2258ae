import type { Page } from 'puppeteer-core';

/** The proof of a login the page can see: the SDK's session cookie. */
export async function expectSessionCookie(page: Page): Promise<void> {
  const cookies = await page.cookies();
  if (!cookies.some((c) => c.name === 'stytch_session' && c.value)) {
    throw new Error('Logged in, but the SDK set no stytch_session cookie');
  }
}
