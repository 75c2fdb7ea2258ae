import type { Page } from 'puppeteer-core';
import { waitForLoggedIn } from './logged-in';
import type { ScenarioContext } from './types';

/** The proof of a login the page can see: the SDK's session cookie. */
export async function expectSessionCookie(page: Page): Promise<void> {
  const cookies = await page.cookies();
  if (!cookies.some((c) => c.name === 'stytch_session' && c.value)) {
    throw new Error('Logged in, but the SDK set no stytch_session cookie');
  }
}

/**
 * The end of a login: the app's own logged-in state when the run has one (`--logged-in`), else
 * the widget's success screen (`widgetSuccess`) and the session cookie.
 */
export async function expectLoggedIn(
  context: Pick<ScenarioContext, 'page' | 'loggedIn'>,
  widgetSuccess: () => Promise<void>,
): Promise<void> {
  if (context.loggedIn) {
    await waitForLoggedIn(context.page, context.loggedIn);
    return;
  }
  await widgetSuccess();
  await expectSessionCookie(context.page);
}

/**
 * Logging out as the browser sees it: the SDK's cookies and stored state for the page's origin
 * are gone. The page is left first: its client may still have a call in flight (the passkey
 * list re-reads the user after a delete), and the answer landing after the clear writes the
 * state back, session included, without the cookie. The next login page then starts passkey
 * autofill through the secondary endpoint with no session token and gets a 401.
 * Through a DevTools session that is never detached: detaching one switches the virtual
 * authenticator off.
 */
export async function logOut(page: Page): Promise<void> {
  const { origin } = new URL(page.url());
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cookies,local_storage,session_storage',
  });
}
