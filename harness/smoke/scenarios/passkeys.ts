import { Locator } from 'puppeteer-core';
import type { ConfigFile } from '../../../widget/config/schema';
import { waitForMessage } from '../../test-api';
import { LoginPage } from '../pages/LoginPage';
import { OtpPage } from '../pages/OtpPage';
import { openLoginPage } from '../pages/open-login-page';
import { PasskeyRegistrationPage } from '../pages/PasskeyRegistrationPage';
import { PasswordPage } from '../pages/PasswordPage';
import { englishText } from '../pages/ui-text';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';
import { NEEDS } from './needs';
import { offersOtp } from './select';
import { expectLoggedIn, expectSessionCookie, logOut } from './session';
import { runPhoneOtp } from './sms-otp';
import { createUserWithPassword, strongPassword, uniqueEmail } from './test-api-accounts';
import type { Scenario, ScenarioContext } from './types';

// Passkeys need a first login by another product (the registration mount needs a session), a
// platform authenticator (the harness's virtual one) and a secure context: the smoke pages are
// on http://localhost:<port>, never an IP.

/**
 * Passkeys, plus a product this scenario logs in by before any passkey exists (passwords, or
 * an email passcode) and whose email field carries the passkey autofill.
 */
export const offersPasskeys: Scenario['appliesTo'] = (config: ConfigFile) =>
  config.products.includes('passkeys') &&
  (config.products.includes('passwords') || offersOtp(config, 'email'));

export function loginPageOf(context: ScenarioContext): string {
  const url = context.pageUrls?.login;
  if (!url) throw new Error('This scenario starts on the login page: pass pageUrls.login');
  return url;
}

/**
 * Logs in through the login mount by password or email passcode, whichever Main offers for
 * the config: the account has a password, so with passwords Main asks for it, else it sends
 * a code. Ends on the app's logged-in state where the run has one (`--logged-in`).
 */
export async function logInByAnotherProduct(context: ScenarioContext) {
  const { page, apiUrl, publicToken, t = englishText } = context;
  const email = uniqueEmail('smoke-passkey');
  const password = strongPassword();
  await createUserWithPassword(apiUrl, publicToken, email, password);
  const login = new LoginPage(page, t);
  await openLoginPage(page, loginPageOf(context), t);
  await login.openEmailTabIfTabbed();
  await login.submitEmail(email);
  const passwords = new PasswordPage(page, t);
  const otp = new OtpPage(page, t);
  const next = await Locator.race([passwords.passwordField(), otp.codeField()]).waitHandle();
  // The passcode field is the one-time-code field; the other is the password.
  const isCode = await next.evaluate(
    (el) => (el as HTMLInputElement).autocomplete === 'one-time-code',
  );
  if (isCode) {
    const message = await waitForMessage(apiUrl, { to: email, channel: 'email' });
    if (!message.code) throw new Error(`The outbox message to ${email} has no code`);
    await otp.enterCode(message.code);
    await expectLoggedIn(context, () => otp.expectSuccess());
  } else {
    await passwords.submitPassword(password);
    await expectLoggedIn(context, () => passwords.expectSuccess());
  }
}

/**
 * Log in by another product; in the registration mount register a passkey on one device, then
 * another on a second device (one authenticator holds one passkey per user: the test API, as
 * Stytch, excludes the user's existing credentials); rename the second, delete the first
 * (cancelling once); log out; log in with the passkey through the 'Login with a Passkey'
 * button (passkey autofill made unavailable, as in a browser without it); log out again; and
 * log in through autofill on Main's email field.
 */
export const passkeyScenario: Scenario = {
  name: 'passkeyRegistration: register, rename, delete; log in with the passkey (button, autofill)',
  mountMode: 'passkeyRegistration',
  needs: NEEDS.passkeys,
  // Renaming and deleting find each row by this widget's names ('Edit Passkey 1').
  pageKinds: ['harness'],
  appliesTo: offersPasskeys,
  async run(context) {
    const { page, pageUrl, t = englishText } = context;
    const firstDevice = await addVirtualAuthenticator(page);
    await logInByAnotherProduct(context);

    await page.goto(pageUrl);
    const registration = new PasskeyRegistrationPage(page, t);
    await registration.waitForStart();
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    await firstDevice.remove();

    const secondDevice = await addVirtualAuthenticator(page);
    await registration.another();
    await registration.waitForStart();
    await registration.create();
    await registration.waitForNames(['Passkey 1', 'Passkey 2']);
    await registration.rename('Passkey 2', 'Smoke laptop');
    await registration.waitForNames(['Passkey 1', 'Smoke laptop']);
    await registration.delete('Passkey 1', 'Cancel');
    await registration.waitForNames(['Passkey 1', 'Smoke laptop']);
    await registration.delete('Passkey 1');
    await registration.waitForNames(['Smoke laptop']);
    if ((await secondDevice.credentials()).length !== 1) {
      throw new Error('The second device should hold exactly the passkey it registered');
    }
    await logOut(page);

    // A browser without passkey autofill: Main shows the button.
    const noAutofill = await page.evaluateOnNewDocument(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    const login = new LoginPage(page, t);
    await page.goto(loginPageOf(context));
    await login.loginWithPasskey();
    await login.expectPasskeySuccess();
    await expectSessionCookie(page);
    await page.removeScriptToEvaluateOnNewDocument(noAutofill.identifier);
    await logOut(page);

    // Autofill: Main asks for a passkey by itself (conditional mediation); the virtual
    // authenticator answers as a person picking it from the email field's suggestions.
    await page.goto(loginPageOf(context));
    await login.expectPasskeySuccess();
    await expectSessionCookie(page);
  },
};

/** Whether Main has an email field (the passkey autofill's home): passwords, magic links or email codes. */
function hasEmailMethod(config: ConfigFile): boolean {
  return (
    config.products.includes('passwords') ||
    config.products.includes('emailMagicLinks') ||
    offersOtp(config, 'email')
  );
}

/**
 * Passkeys next to SMS passcodes and no email method: Main has no email field, so 'Login with
 * a Passkey' is the way in. Log in by SMS code, register a passkey, log out, log in with it by
 * the button.
 */
export const passkeyWithoutEmailScenario: Scenario = {
  name: "passkeyRegistration: without an email method, register and log in by 'Login with a Passkey'",
  mountMode: 'passkeyRegistration',
  needs: NEEDS.passkeys,
  // On an app, scenarios/app-passkeys.ts covers a first login by SMS.
  pageKinds: ['harness'],
  appliesTo: (config) =>
    config.products.includes('passkeys') && !hasEmailMethod(config) && offersOtp(config, 'sms'),
  async run(context) {
    const { page, pageUrl, t = englishText } = context;
    const loginUrl = loginPageOf(context);
    const authenticator = await addVirtualAuthenticator(page);
    await runPhoneOtp({ ...context, pageUrl: loginUrl }, 'sms');
    await page.goto(pageUrl);
    const registration = new PasskeyRegistrationPage(page, t);
    await registration.waitForStart();
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    if ((await authenticator.credentials()).length !== 1) {
      throw new Error('The authenticator should hold the passkey it registered');
    }
    await logOut(page);
    await page.goto(loginUrl);
    const login = new LoginPage(page, t);
    await login.loginWithPasskey();
    await login.expectPasskeySuccess();
    await expectSessionCookie(page);
  },
};
