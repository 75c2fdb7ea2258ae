import type { Page } from 'puppeteer-core';
import { waitForMessage } from '../../test-api';
import { LoginPage } from '../pages/LoginPage';
import { PasswordEmailSentPage } from '../pages/PasswordEmailSentPage';
import { PasswordPage } from '../pages/PasswordPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { englishText } from '../pages/ui-text';
import { NEEDS } from './needs';
import { offersPasswords } from './passwords';
import { expectSessionCookie, logOut } from './session';
import {
  createUserWithPassword,
  passwordWorks,
  startPasswordReset,
  strongPassword,
  uniqueEmail,
} from './test-api-accounts';
import { inStep, type Scenario, type ScenarioContext } from './types';

// The reset mount (mode `resetPassword`). A reset link names the config's reset URL; the smoke
// run replays its query on its own page of the reset mount, as it does for magic links.

/** The reset page with a link's query (`?stytch_token_type=…&token=…`). */
function landing(resetPageUrl: string, link: string): string {
  const url = new URL(resetPageUrl);
  url.search = new URL(link).search;
  return url.href;
}

/** The token must leave the address bar once the reset mount has read it. */
async function expectTokenGone(page: Page): Promise<void> {
  await page.waitForFunction(() => !location.search.includes('token='), { timeout: 5_000 });
}

function loginPageOf(context: ScenarioContext): string {
  const url = context.pageUrls?.login;
  if (!url) throw new Error('This scenario starts on the login page: pass pageUrls.login');
  return url;
}

/**
 * Forgot → reset email from the outbox → the reset mount with its token → a new password →
 * logged in; then the new password logs in on the login mount and the old one no longer does.
 */
export const resetByEmailScenario: Scenario = {
  name: 'resetPassword: forgot password, reset by email, log in with the new password',
  mountMode: 'resetPassword',
  needs: NEEDS.passwordsWithFallback,
  appliesTo: offersPasswords,
  async run(context) {
    const { page, pageUrl, apiUrl, publicToken, t = englishText } = context;
    const email = uniqueEmail('smoke-pw-reset');
    const oldPassword = strongPassword();
    const newPassword = strongPassword();
    await createUserWithPassword(apiUrl, publicToken, email, oldPassword);

    const login = new LoginPage(page, t);
    const passwords = new PasswordPage(page, t);
    const reset = new ResetPasswordPage(page, t);
    // Three steps, each with its own deadline and screenshot: the flow crosses three pages.
    let link = '';
    await inStep(context, 'forgot password: the reset email is sent', async () => {
      await page.goto(loginPageOf(context));
      await login.openEmailTabIfTabbed();
      await login.submitEmail(email);
      await passwords.waitForLogin();
      await passwords.forgot();
      const sent = new PasswordEmailSentPage(page, t);
      await sent.waitFor('forgot');
      await sent.expectText(t('passwordForgot.body', { email }));
      const message = await waitForMessage(apiUrl, { to: email, kind: 'reset_password' });
      if (!message.link?.includes('stytch_token_type=reset_password&token=')) {
        throw new Error(`The reset link to ${email} has no reset token: ${message.link}`);
      }
      link = message.link;
    });
    await inStep(context, 'the link opens the reset form: a new password logs in', async () => {
      await page.goto(landing(pageUrl, link));
      await reset.waitUntilShown();
      await expectTokenGone(page);
      await reset.submitNewPassword(newPassword);
      await reset.expectSuccess();
      await expectSessionCookie(page);
    });
    await inStep(context, 'log in with the new password', async () => {
      // Logged out first, as someone who comes back to log in is. Logged in, the passkey
      // autofill on Main starts through the secondary endpoint, which fails for a user without
      // a passkey and shows its error on Main (docs/passkey-autofill-with-a-session.md).
      await logOut(page);
      await page.goto(loginPageOf(context));
      await login.openEmailTabIfTabbed();
      await login.submitEmail(email);
      await passwords.waitForLogin();
      await passwords.submitPassword(newPassword);
      await passwords.expectSuccess();
    });
    if (await passwordWorks(apiUrl, publicToken, email, oldPassword)) {
      throw new Error('The old password still logs in after the reset');
    }
  },
};

/**
 * The two ways the reset mount logs in without a new password: its
 * 'Login without a password' button, and a `stytch_token_type=login` link, which logs in
 * by itself ('Logging in').
 */
export const resetLoginWithoutPasswordScenario: Scenario = {
  name: "resetPassword: 'Login without a password' and a login link",
  mountMode: 'resetPassword',
  needs: NEEDS.passwordsWithFallback,
  appliesTo: offersPasswords,
  async run({ page, pageUrl, apiUrl, publicToken, t = englishText }) {
    const email = uniqueEmail('smoke-pw-nopass');
    await createUserWithPassword(apiUrl, publicToken, email, strongPassword());
    const reset = new ResetPasswordPage(page, t);

    await startPasswordReset(apiUrl, publicToken, email, pageUrl);
    const first = await waitForMessage(apiUrl, { to: email, kind: 'reset_password' });
    await page.goto(landing(pageUrl, first.link ?? ''));
    await reset.waitUntilShown();
    await reset.loginWithoutPassword();
    await reset.expectSuccess();
    await expectSessionCookie(page);

    await startPasswordReset(apiUrl, publicToken, email, pageUrl);
    const second = await waitForMessage(
      apiUrl,
      { to: email, kind: 'reset_password' },
      { after: 1 },
    );
    if (!second.login_link?.includes('stytch_token_type=login&token=')) {
      throw new Error(`The reset email to ${email} has no login link: ${second.login_link}`);
    }
    await page.goto(landing(pageUrl, second.login_link));
    await reset.expectSuccess();
    await expectTokenGone(page);
  },
};
