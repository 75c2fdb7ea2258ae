import { waitForMessage } from '../../test-api/outbox-client';
import { EmailConfirmationPage } from '../pages/EmailConfirmationPage';
import { LoginPage } from '../pages/LoginPage';
import type { Scenario } from './types';

/**
 * Email magic link end to end: email → Email Confirmation → the link from the outbox, finished
 * with the bundle's `authenticateFromUrl` on the smoke page (whatever redirect URL the config
 * names, its query is replayed there) → a session cookie and a clean address bar.
 */
export const magicLinkScenario: Scenario = {
  name: 'login: email magic link',
  mountMode: 'login',
  // With passwords, Main's email form is the passwords one (it takes the email tab); a magic
  // link then comes through the passwordless branch (scenarios/passwords.ts).
  appliesTo: (config) =>
    config.products.includes('emailMagicLinks') && !config.products.includes('passwords'),
  async run({ page, pageUrl, apiUrl, publicToken }) {
    const email = `smoke-eml-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto(pageUrl);
    const login = new LoginPage(page);
    await login.openEmailTabIfTabbed();
    await login.waitUntilReady();
    await login.submitEmail(email);
    const confirmation = new EmailConfirmationPage(page);
    await confirmation.waitUntilShown();
    await confirmation.expectSentTo(email);
    const message = await waitForMessage(apiUrl, { to: email, kind: 'magic_link' });
    if (!message.link?.includes('stytch_token_type=magic_links&token=')) {
      throw new Error(`The magic link to ${email} has no token: ${message.link}`);
    }
    const landing = new URL(pageUrl);
    landing.search = new URL(message.link).search;
    await page.goto(landing.href);
    await page.waitForFunction(() => window.StytchWidget?.authenticateFromUrl);
    const result = await page.evaluate(
      async (api, token) => {
        const outcome = await window.StytchWidget?.authenticateFromUrl({
          publicToken: token,
          apiUrl: api,
        });
        return {
          ok: outcome?.ok,
          error: outcome?.ok ? '' : outcome?.error.message,
          search: location.search,
        };
      },
      apiUrl,
      publicToken,
    );
    if (!result.ok) throw new Error(`authenticateFromUrl failed: ${result.error}`);
    if (result.search.includes('token=')) {
      throw new Error(`The token is still in the address bar: ${result.search}`);
    }
    const cookies = await page.cookies();
    if (!cookies.some((c) => c.name === 'stytch_session' && c.value)) {
      throw new Error('Logged in, but the SDK set no stytch_session cookie');
    }
  },
};
