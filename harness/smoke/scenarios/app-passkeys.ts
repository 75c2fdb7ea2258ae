import type { ConfigFile } from '../../../widget/config/schema';
import { LoginPage } from '../pages/LoginPage';
import { openLoginPage } from '../pages/open-login-page';
import { PasskeyRegistrationPage } from '../pages/PasskeyRegistrationPage';
import { englishText } from '../pages/ui-text';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';
import { NEEDS } from './needs';
import { logInByAnotherProduct, loginPageOf } from './passkeys';
import { offersOtp } from './select';
import { expectLoggedIn, logOut } from './session';
import { sessionFactorMethods } from './session-factors';
import { runPhoneOtp } from './sms-otp';
import { inStep, type Scenario, type ScenarioContext } from './types';

// Passkeys on a customer's app (`--url <login page> --no-inject --passkey-registration-url
// <passkey page>`), which may embed this widget or the provider's prebuilt UI of any major
// (`mountPasskeyRegistration` / `<StytchPasskeyRegistration>` in 4.x, 5.x and 6.x): only what
// every one of them offers is driven, found by role and name in each one's strings. Renaming and
// deleting are left out: 4.x's row buttons have no name a person or the page objects could go by.

type FirstLogin = 'email' | 'sms';

/**
 * How the scenario logs in before any passkey exists: on Main's email field (a password, else
 * an email passcode: the account has a password), else by SMS passcode.
 */
function firstLogin(config: ConfigFile): FirstLogin | undefined {
  if (config.products.includes('passwords') || offersOtp(config, 'email')) return 'email';
  if (offersOtp(config, 'sms')) return 'sms';
  return undefined;
}

const FIRST_LOGIN_NAMES: Record<FirstLogin, string> = {
  email: 'a password or an email passcode',
  sms: 'an SMS passcode',
};

function logInFirst(context: ScenarioContext, by: FirstLogin): Promise<void> {
  if (by === 'email') return logInByAnotherProduct(context);
  return runPhoneOtp({ ...context, pageUrl: loginPageOf(context) }, 'sms');
}

/**
 * Log in by another product on the app's login page; on its passkey page register a passkey
 * (the virtual authenticator answers the browser's prompt); log out; log in with the passkey by
 * 'Login with a Passkey', in a browser without passkey autofill (emulated), where every UI shows
 * that button. Each login ends on the app's logged-in state (`--logged-in`) where the run has
 * one. One scenario per first login; the config picks the one that applies.
 */
function appPasskeyScenario(by: FirstLogin): Scenario {
  return {
    name: `passkeyRegistration: on the app, after a login by ${FIRST_LOGIN_NAMES[by]}, register a passkey, log out, log in by 'Login with a Passkey'`,
    mountMode: 'passkeyRegistration',
    needs: NEEDS.passkeys,
    // On the harness's pages scenarios/passkeys.ts covers this and more.
    pageKinds: ['app'],
    appliesTo: (config) => config.products.includes('passkeys') && firstLogin(config) === by,
    async run(context) {
      const { page, pageUrl, apiUrl, publicToken, t = englishText } = context;
      const authenticator = await addVirtualAuthenticator(page);
      await inStep(context, `log in by ${FIRST_LOGIN_NAMES[by]}`, () => logInFirst(context, by));
      await inStep(context, 'register a passkey on the passkey page', async () => {
        await page.goto(pageUrl);
        const registration = new PasskeyRegistrationPage(page, t);
        await registration.waitForStart();
        await registration.create();
        await registration.waitForCreated();
        const held = await authenticator.credentials();
        if (held.length !== 1) {
          throw new Error(
            `The authenticator should hold the one passkey made, it holds ${held.length}`,
          );
        }
      });
      await inStep(context, 'log out', () => logOut(page));
      await inStep(context, "log in by 'Login with a Passkey'", async () => {
        // Without autofill every UI shows the button; with it, the prebuilt UI of every major
        // shows none beside a login form and offers the passkey through autofill instead.
        const noAutofill = await page.evaluateOnNewDocument(() => {
          // Frames without WebAuthn (the prebuilt UI's services iframe) have nothing to change.
          if (typeof PublicKeyCredential === 'undefined') return;
          PublicKeyCredential.isConditionalMediationAvailable = async () => false;
        });
        const login = new LoginPage(page, t);
        await openLoginPage(page, loginPageOf(context), t);
        await login.loginWithPasskey();
        await expectLoggedIn(context, () => login.expectPasskeySuccess());
        await page.removeScriptToEvaluateOnNewDocument(noAutofill.identifier);
        // The app's logged-in page alone would also show for a session the log-out missed.
        const methods = await sessionFactorMethods(page, apiUrl, publicToken);
        if (!methods.includes('webauthn_registration')) {
          throw new Error(
            `Logged in, but not by the passkey: the session's factors are ${methods.join(', ') || 'none'}`,
          );
        }
      });
    },
  };
}

export const appPasskeyScenarios: Scenario[] = [
  appPasskeyScenario('email'),
  appPasskeyScenario('sms'),
];
