import type { HTTPRequest, Page, Protocol } from 'puppeteer-core';
import { OAuthPage } from '../pages/OAuthPage';
import { openLoginPage } from '../pages/open-login-page';
import { englishText } from '../pages/ui-text';
import { finishRedirectLogin } from './finish-redirect';
import { NEEDS } from './needs';
import type { Scenario } from './types';

/**
 * Social sign-in end to end with the config's first provider: 'Continue with {provider}' →
 * the test API's consent page (which shows the scopes, parameters and PKCE that arrived) →
 * Allow. The redirect back names the config's redirect URL, which the run never opens: it is
 * caught and its query replayed on the smoke page, where the bundle's `authenticateFromUrl`
 * finishes it (with the PKCE verifier the start stored there) → a session cookie and a clean
 * address bar.
 */
export const oauthScenario: Scenario = {
  name: 'login: OAuth through the consent page',
  mountMode: 'login',
  needs: NEEDS.oauth,
  appliesTo: (config) =>
    config.products.includes('oauth') && Boolean(config.oauthOptions?.providers.length),
  async run(context) {
    const { page, pageUrl, t = englishText } = context;
    const email = `smoke-oauth-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await openLoginPage(page, pageUrl, t);
    const oauth = new OAuthPage(page, t);
    const [provider] = await oauth.providers();
    if (!provider) throw new Error('Main shows no social sign-in button');
    const consent = await oauth.continueWith(provider);

    const redirect = await catchRedirectBack(page);
    try {
      await consent.allow(email);
    } finally {
      await redirect.stop();
    }
    const back = new URL(await redirect.url);
    if (!back.searchParams.get('token')) {
      throw new Error(`The consent page sent no token back: ${back.href}`);
    }
    await finishRedirectLogin(page, { ...context, redirect: back });
  },
};

/**
 * Catches the consent page's redirect back (a navigation carrying `stytch_token_type=oauth`).
 * It is never let reach the configured host: the page's own interception answers it with an
 * empty page, or, under `--external block`, the routing aborts it first. Its address is read
 * from DevTools' network events, which report the navigation either way.
 */
async function catchRedirectBack(
  page: Page,
): Promise<{ url: Promise<string>; stop(): Promise<void> }> {
  const isBack = (url: string) => new URL(url).searchParams.get('stytch_token_type') === 'oauth';
  let caught: (url: string) => void = () => undefined;
  const url = new Promise<string>((resolve) => {
    caught = resolve;
  });
  const onRequest = (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!request.isNavigationRequest() || !isBack(request.url())) {
      void request.continue();
      return;
    }
    caught(request.url());
    void request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html>' });
  };
  const onWillBeSent = (event: Protocol.Network.RequestWillBeSentEvent) => {
    if (event.type === 'Document' && isBack(event.request.url)) caught(event.request.url);
  };
  const cdp = await page.createCDPSession();
  cdp.on('Network.requestWillBeSent', onWillBeSent);
  await cdp.send('Network.enable');
  await page.setRequestInterception(true);
  page.on('request', onRequest);
  return {
    url,
    async stop() {
      page.off('request', onRequest);
      await page.setRequestInterception(false);
      await cdp.detach().catch(() => undefined);
    },
  };
}
