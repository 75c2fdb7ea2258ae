import type { HTTPRequest } from 'puppeteer-core';
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

    let caught: (url: string) => void = () => undefined;
    const redirect = new Promise<string>((resolve) => {
      caught = resolve;
    });
    const onRequest = (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      const back =
        request.isNavigationRequest() &&
        new URL(request.url()).searchParams.get('stytch_token_type') === 'oauth';
      if (!back) {
        void request.continue();
        return;
      }
      caught(request.url());
      void request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html>' });
    };
    await page.setRequestInterception(true);
    page.on('request', onRequest);
    try {
      await consent.allow(email);
    } finally {
      page.off('request', onRequest);
      await page.setRequestInterception(false);
    }
    const back = new URL(await redirect);
    if (!back.searchParams.get('token')) {
      throw new Error(`The consent page sent no token back: ${back.href}`);
    }
    await finishRedirectLogin(page, { ...context, redirect: back });
  },
};
