import type { Page } from 'puppeteer-core';
import { type LoggedInState, waitForLoggedIn } from './logged-in';
import type { ScenarioContext } from './types';

/**
 * Finishes a login that came back through a redirect (a magic link, OAuth) and throws unless
 * it logged in, took the token out of the address bar and left the SDK's session cookie.
 *
 * On the harness's pages (and a customer page the widget is injected into) the redirect's query
 * is replayed on the smoke page, where the bundle's `authenticateFromUrl` runs, whatever
 * redirect URL the config names. On a customer's own app (`followRedirects`) the redirect is
 * followed to the app's own route, which has to finish the login itself.
 */
export async function finishRedirectLogin(
  page: Page,
  context: Pick<
    ScenarioContext,
    'pageUrl' | 'apiUrl' | 'publicToken' | 'followRedirects' | 'loggedIn'
  > & {
    /** Where the provider sent the browser back: the configured redirect URL with its token. */
    redirect: URL;
  },
): Promise<void> {
  if (context.followRedirects && context.loggedIn) {
    await followToLoggedIn(page, context.redirect, context.loggedIn);
    return;
  }
  const search = context.followRedirects
    ? await followToAppRoute(page, context.redirect)
    : await replayOnSmokePage(page, context);
  if (search.includes('token=')) {
    throw new Error(`The token is still in the address bar: ${search}`);
  }
  const cookies = await page.cookies();
  if (!cookies.some((c) => c.name === 'stytch_session' && c.value)) {
    throw new Error('Logged in, but the SDK set no stytch_session cookie');
  }
}

async function replayOnSmokePage(
  page: Page,
  context: Pick<ScenarioContext, 'pageUrl' | 'apiUrl' | 'publicToken'> & { redirect: URL },
): Promise<string> {
  const landing = new URL(context.pageUrl);
  landing.search = context.redirect.search;
  await page.goto(landing.href);
  await page.waitForFunction(() => window.StytchWidget?.authenticateFromUrl);
  const result = await page.evaluate(
    async (api, token) => {
      const outcome = await window.StytchWidget?.authenticateFromUrl({
        publicToken: token,
        apiUrl: api,
      });
      return { ok: outcome?.ok, error: outcome?.ok ? '' : outcome?.error.message };
    },
    context.apiUrl,
    context.publicToken,
  );
  if (!result.ok) throw new Error(`authenticateFromUrl failed: ${result.error}`);
  return page.evaluate(() => location.search);
}

/**
 * Opens the link on the app's own redirect page and waits for the app's logged-in state (and
 * the SDK's session cookies), wherever the app goes from there; the token must be gone.
 */
async function followToLoggedIn(page: Page, redirect: URL, state: LoggedInState): Promise<void> {
  await page.goto(redirect.href);
  await waitForLoggedIn(page, state);
  const { search } = new URL(page.url());
  if (search.includes('token=')) {
    throw new Error(`The token is still in the address bar: ${search}`);
  }
}

async function followToAppRoute(page: Page, redirect: URL): Promise<string> {
  await page.goto(redirect.href);
  // The app's route may navigate on (to its home page) once it is done, so this is read from
  // the browser's side (address and cookie jar), not inside a page that may be replaced.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const at = new URL(page.url());
    const cookies = await page.cookies();
    const loggedIn = cookies.some((c) => c.name === 'stytch_session' && c.value);
    if (loggedIn && !at.search.includes('token=')) return at.search;
    if (Date.now() > deadline) {
      throw new Error(
        `The app's redirect page ${redirect.origin}${redirect.pathname} did not finish the login (is it the page that calls authenticateFromUrl?); the browser is at ${page.url()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
