import { readOutbox, waitForMessage } from '../../test-api';
import { EmailConfirmationPage } from '../pages/EmailConfirmationPage';
import { LoginPage } from '../pages/LoginPage';
import { OtpPage } from '../pages/OtpPage';
import { OFFICIAL_UI_WRONG_PASSWORD } from '../pages/official-ui-names';
import { openLoginPage } from '../pages/open-login-page';
import { PasswordEmailSentPage } from '../pages/PasswordEmailSentPage';
import { PasswordPage } from '../pages/PasswordPage';
import { englishText } from '../pages/ui-text';
import { NEEDS } from './needs';
import { offersOtp } from './select';
import { expectLoggedIn } from './session';
import {
  createUserWithoutPassword,
  createUserWithPassword,
  strongPassword,
  uniqueEmail,
} from './test-api-accounts';
import type { Scenario } from './types';

// The passwords product on the login mount: sign-up, log-in, and an account without a
// password. The reset flows end on the reset mount, so they are its scenarios (reset-password.ts).

export const offersPasswords: Scenario['appliesTo'] = (config) =>
  config.products.includes('passwords');

export const passwordSignUpScenario: Scenario = {
  name: 'login: password sign-up',
  mountMode: 'login',
  needs: NEEDS.passwords,
  appliesTo: offersPasswords,
  async run(context) {
    const { page, pageUrl, t = englishText } = context;
    await openLoginPage(page, pageUrl, t);
    const login = new LoginPage(page, t);
    await login.openEmailTabIfTabbed();
    await login.submitEmail(uniqueEmail('smoke-pw-new'));
    const passwords = new PasswordPage(page, t);
    await passwords.waitForCreate();
    await passwords.submitPassword(strongPassword());
    await expectLoggedIn(context, () => passwords.expectSuccess());
  },
};

export const passwordLoginScenario: Scenario = {
  name: 'login: password log-in (a wrong one first)',
  mountMode: 'login',
  needs: NEEDS.passwords,
  appliesTo: offersPasswords,
  async run(context) {
    const { page, pageUrl, apiUrl, publicToken, t = englishText } = context;
    const email = uniqueEmail('smoke-pw-login');
    const password = strongPassword();
    await createUserWithPassword(apiUrl, publicToken, email, password);
    await openLoginPage(page, pageUrl, t);
    const login = new LoginPage(page, t);
    await login.openEmailTabIfTabbed();
    await login.submitEmail(email);
    const passwords = new PasswordPage(page, t);
    await passwords.waitForLogin();
    await passwords.submitPassword(`${password}-wrong`);
    // The provider's error_message, under the field (the test API's wording), or the official
    // UI's own message (each major's).
    await passwords.expectAnyText([
      'The email or password is incorrect.',
      ...Object.values(OFFICIAL_UI_WRONG_PASSWORD),
    ]);
    await passwords.submitPassword(password);
    await expectLoggedIn(context, () => passwords.expectSuccess());
  },
};

type PasswordlessBranch = 'emailOtp' | 'emailMagicLink' | 'resetEmail';

/**
 * What the widget sends a user without a password, for this config: an email passcode, else a
 * magic link, else a reset email (the widget's own order).
 */
function passwordlessBranch(config: Parameters<Scenario['appliesTo']>[0]): PasswordlessBranch {
  if (offersOtp(config, 'email')) return 'emailOtp';
  if (config.products.includes('emailMagicLinks')) return 'emailMagicLink';
  return 'resetEmail';
}

const BRANCH_NAMES: Record<PasswordlessBranch, string> = {
  emailOtp: 'an email passcode',
  emailMagicLink: 'a magic link',
  resetEmail: 'a reset email (Password Set New)',
};

/**
 * An account without a password (made by an email passcode): on entering the screen the widget
 * sends, by itself, a passcode when OTP includes email, else a magic link, else a reset email.
 * One scenario per branch; the config picks the one that applies.
 */
function passwordlessScenario(branch: PasswordlessBranch): Scenario {
  return {
    name: `login: passwords, an account without a password gets ${BRANCH_NAMES[branch]}`,
    mountMode: 'login',
    needs: NEEDS.passwordsWithFallback,
    appliesTo: (config) => offersPasswords(config) && passwordlessBranch(config) === branch,
    async run(context) {
      const { page, pageUrl, apiUrl, publicToken, t = englishText } = context;
      const email = uniqueEmail('smoke-pw-less');
      await createUserWithoutPassword(apiUrl, publicToken, email);
      // That made a passcode too: only what the widget sends next counts.
      const before = (await readOutbox(apiUrl, { to: email })).length;
      await openLoginPage(page, pageUrl, t);
      const login = new LoginPage(page, t);
      await login.openEmailTabIfTabbed();
      await login.submitEmail(email);
      if (branch === 'emailOtp') {
        const otp = new OtpPage(page, t);
        await otp.waitUntilShown();
        const message = await waitForMessage(apiUrl, { to: email, kind: 'otp' }, { after: before });
        if (!message.code) throw new Error(`The passcode to ${email} has no code`);
        await otp.enterCode(message.code);
        await expectLoggedIn(context, () => otp.expectSuccess());
        return;
      }
      if (branch === 'emailMagicLink') {
        const confirmation = new EmailConfirmationPage(page, t);
        await confirmation.waitUntilShown();
        await confirmation.expectSentTo(email);
        await waitForMessage(apiUrl, { to: email, kind: 'magic_link' });
        return;
      }
      const sent = new PasswordEmailSentPage(page, t);
      await sent.waitFor('setNew');
      await sent.expectText(t('passwordSetNew.body', { email }));
      await waitForMessage(apiUrl, { to: email, kind: 'reset_password' });
    },
  };
}

export const passwordlessScenarios: Scenario[] = [
  passwordlessScenario('emailOtp'),
  passwordlessScenario('emailMagicLink'),
  passwordlessScenario('resetEmail'),
];
