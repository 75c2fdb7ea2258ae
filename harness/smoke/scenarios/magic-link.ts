import { waitForMessage } from '../../test-api';
import { EmailConfirmationPage } from '../pages/EmailConfirmationPage';
import { LoginPage } from '../pages/LoginPage';
import { openLoginPage } from '../pages/open-login-page';
import { englishText } from '../pages/ui-text';
import { finishRedirectLogin } from './finish-redirect';
import { NEEDS } from './needs';
import { inStep, type Scenario } from './types';

/**
 * Email magic link end to end: email → Email Confirmation → the link from the outbox, finished
 * on the smoke page or the app's own redirect route (finish-redirect.ts) → a session cookie and a
 * clean address bar.
 */
export const magicLinkScenario: Scenario = {
  name: 'login: email magic link',
  mountMode: 'login',
  needs: NEEDS.magicLinks,
  // With passwords, Main's email form is the passwords one (it takes the email tab); a magic
  // link then comes through the passwordless branch (scenarios/passwords.ts).
  appliesTo: (config) =>
    config.products.includes('emailMagicLinks') && !config.products.includes('passwords'),
  async run(context) {
    const { page, pageUrl, apiUrl, t = englishText } = context;
    const email = `smoke-eml-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await inStep(context, 'open the login page', async () => {
      await openLoginPage(page, pageUrl, t);
      await new LoginPage(page, t).openEmailForm();
    });
    await inStep(context, 'submit the email: Email Confirmation', async () => {
      await new LoginPage(page, t).submitEmail(email);
      const confirmation = new EmailConfirmationPage(page, t);
      await confirmation.waitUntilShown();
      await confirmation.expectSentTo(email);
    });
    const message = await inStep(context, 'read the link from the outbox', async () => {
      const sent = await waitForMessage(apiUrl, { to: email, kind: 'magic_link' });
      if (!sent.link?.includes('stytch_token_type=magic_links&token=')) {
        throw new Error(`The magic link to ${email} has no token: ${sent.link}`);
      }
      return sent;
    });
    await inStep(context, 'follow the link: logged in', () =>
      finishRedirectLogin(page, { ...context, redirect: new URL(message.link ?? '') }),
    );
  },
};
