import { waitForMessage } from '../../test-api';
import { LoginPage } from '../pages/LoginPage';
import { OtpPage } from '../pages/OtpPage';
import { openLoginPage } from '../pages/open-login-page';
import { englishText } from '../pages/ui-text';
import { NEEDS } from './needs';
import { offersOtp } from './select';
import { expectLoggedIn } from './session';
import { inStep, type Scenario } from './types';

/**
 * Email OTP end to end: email (on Main's Email tab when Main has tabs) → code from the outbox →
 * success, and a session cookie.
 */
export const emailOtpScenario: Scenario = {
  name: 'login: email one-time passcode',
  mountMode: 'login',
  needs: NEEDS.otp,
  // With passwords, Main's email form is the passwords one (it takes the email tab); a code
  // by email then comes through the passwordless branch (scenarios/passwords.ts).
  appliesTo: (config) => offersOtp(config, 'email') && !config.products.includes('passwords'),
  async run(context) {
    const { page, pageUrl, apiUrl, t = englishText } = context;
    const email = `smoke-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const login = new LoginPage(page, t);
    const otp = new OtpPage(page, t);
    await inStep(context, 'open the login page', async () => {
      await openLoginPage(page, pageUrl, t);
      await login.openEmailForm();
    });
    await inStep(context, 'submit the email: the passcode screen', async () => {
      await login.submitEmail(email);
      await otp.waitUntilShown();
    });
    await inStep(context, 'enter the code from the outbox: logged in', async () => {
      const message = await waitForMessage(apiUrl, { to: email, channel: 'email' });
      if (!message.code) throw new Error(`The outbox message to ${email} has no code`);
      await otp.enterCode(message.code);
      await expectLoggedIn(context, () => otp.expectSuccess());
    });
  },
};
