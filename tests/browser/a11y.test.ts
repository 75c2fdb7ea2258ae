import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { BUNDLE_PATH, snippetPage } from '../../harness/shared/snippet-page';
import { CRYPTO_TEXT, CryptoPage } from '../../harness/smoke/pages/CryptoPage';
import { EmailConfirmationPage } from '../../harness/smoke/pages/EmailConfirmationPage';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { PasskeyRegistrationPage } from '../../harness/smoke/pages/PasskeyRegistrationPage';
import { PasswordEmailSentPage } from '../../harness/smoke/pages/PasswordEmailSentPage';
import { PasswordPage } from '../../harness/smoke/pages/PasswordPage';
import { PhonePage } from '../../harness/smoke/pages/PhonePage';
import { byRole, waitForText } from '../../harness/smoke/pages/queries';
import { ResetPasswordPage } from '../../harness/smoke/pages/ResetPasswordPage';
import { logInByAnotherProduct } from '../../harness/smoke/scenarios/passkeys';
import { logOut } from '../../harness/smoke/scenarios/session';
import { uniqueUsNumber } from '../../harness/smoke/scenarios/sms-otp';
import {
  createUserWithoutPassword,
  createUserWithPassword,
  startPasswordReset,
  strongPassword,
  uniqueEmail,
} from '../../harness/smoke/scenarios/test-api-accounts';
import { injectGoogleOneTapStandin } from '../../harness/smoke/support/google-one-tap-standin';
import {
  type InjectedWalletOptions,
  installInjectedWallets,
} from '../../harness/smoke/support/injected-wallets';
import { addVirtualAuthenticator } from '../../harness/smoke/support/virtual-authenticator';
import { createTestApiClient, waitForMessage } from '../../harness/test-api/control-client';
import type { ConfigFile } from '../../widget/config/schema';
import { passkeyRegistrationModeInfo } from '../../widget/modes/passkeyRegistration/info';
import { resetPasswordModeInfo } from '../../widget/modes/resetPassword/info';
import { axeViolations } from '../support/axe';
import { BREACHED_PASSWORD, createUserWithBreachedPassword } from '../support/breached-password';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { BUILD_DOM_VARIANTS } from '../support/build-variants';
import { reactHostPage } from '../support/react-host';
import { holdRequests } from '../support/requests';

// axe-core on every screen of every mount mode, in both builds, in the light DOM and in a shadow
// root: each flow is driven as a person would (page objects, the virtual authenticator, the
// injected wallets, the One Tap stand-in, codes and links from the test API's outbox), and axe
// runs on the widget root at each screen. Zero violations is the bar.

const TOKEN = 'public-token-test-a11y-5b1e0c2d-3f4a-4b5c-8d6e-7f8091a2b3c4';
const ONE_TAP_TOKEN = 'public-token-test-a11y-one-tap';
const GOOGLE_CLIENT_ID = '123-a11y.apps.googleusercontent.com';
const REDIRECTS = {
  loginRedirectURL: 'http://localhost:3000/authenticate',
  signupRedirectURL: 'http://localhost:3000/authenticate',
};

type Widget = Omit<ConfigFile, 'publicToken' | 'apiUrl'>;
const CONFIGS = {
  // Main with tabs (email, SMS), the social block and the wallet block.
  main: {
    products: ['otp', 'oauth', 'crypto'],
    otpOptions: { methods: ['email', 'sms'] },
    oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }], ...REDIRECTS },
  },
  magicLinks: { products: ['emailMagicLinks'] },
  passwords: { products: ['passwords'] },
  // Main's own error state (magic links and email passcodes cannot both be on).
  conflict: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
  passkeys: { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } },
  whatsapp: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } },
  oneTap: {
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, position: 'embeddedOnly' }],
      ...REDIRECTS,
    },
  },
  // In a fixed box in the page's body, outside the widget root (Chromium has FedCM).
  oneTapFloating: {
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, position: 'floating' }],
      ...REDIRECTS,
    },
  },
} satisfies Record<string, Widget>;
type ConfigName = keyof typeof CONFIGS;

// Two pairs below AA: light grey on white (2.32:1), white on yellow.
const LOW_CONTRAST = {
  colors: { secondary: '#AAAAAA' },
  buttons: { primary: { backgroundColor: '#FFD400', textColor: '#FFFFFF' } },
};

const COMPONENT = {
  login: 'StytchLogin',
  reset: 'StytchPasswordReset',
  passkeys: 'StytchPasskeyRegistration',
} as const;
const MODE_INFO = { reset: resetPasswordModeInfo, passkeys: passkeyRegistrationModeInfo };

let env: BrowserEnv;
let origin = '';

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const pages: Record<string, string> = {};
      for (const [, prefix, shadow] of BUILD_DOM_VARIANTS) {
        const add = async (
          path: string,
          widget: Widget,
          mount: keyof typeof COMPONENT = 'login',
          token = TOKEN,
        ) => {
          const config = { ...widget, ...(shadow ? { enableShadowDOM: true } : {}) };
          pages[`/${prefix}/${path}`] = prefix.startsWith('s')
            ? await snippetPage(
                { publicToken: token, apiUrl, ...config } as ConfigFile,
                'stytch-widget',
                mount === 'login' ? undefined : MODE_INFO[mount],
              )
            : reactHostPage({ publicToken: token, apiUrl, config }, COMPONENT[mount]);
        };
        for (const name of Object.keys(CONFIGS) as ConfigName[])
          await add(
            name,
            CONFIGS[name],
            'login',
            name.startsWith('oneTap') ? ONE_TAP_TOKEN : TOKEN,
          );
        await add('reset', CONFIGS.passwords, 'reset');
        await add('passkey-registration', CONFIGS.passkeys, 'passkeys');
      }
      // Host themes, with the host's onError recording what it is told.
      const themed = (name: string, styles: object, shadow: boolean, css = '') =>
        htmlPage(
          name,
          `<style>${css}</style><div id="login"></div><script type="module">
import { mountLogin } from '${BUNDLE_PATH}';
window.__ERRORS__ = [];
mountLogin({ elementId: '#login', publicToken: ${JSON.stringify(TOKEN)}, apiUrl: ${JSON.stringify(apiUrl)},
  config: { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: ${shadow} },
  styles: ${JSON.stringify(styles)},
  callbacks: { onError: (e) => window.__ERRORS__.push({ kind: e.kind, message: e.message }) } });
</script>`,
        );
      for (const shadow of [false, true]) {
        const suffix = shadow ? '-shadow' : '';
        pages[`/theme/low${suffix}`] = themed('low contrast', LOW_CONTRAST, shadow);
        // Colours from the host page's own custom properties: dark text, light background.
        pages[`/theme/ok${suffix}`] = themed(
          'good contrast',
          { colors: { primary: 'var(--brand)' }, container: { backgroundColor: 'ivory' } },
          shadow,
          ':root{--brand:rgb(20 30 90)}',
        );
      }
      return pages;
    },
    {
      reactHost: {},
      api: { projects: { [ONE_TAP_TOKEN]: { googleClientId: GOOGLE_CLIENT_ID } } },
    },
  );
  origin = new URL(env.pages.url).origin;
}, 120_000);

afterAll(async () => {
  await env?.close();
});

/** Runs axe on the widget root (and `also`, parts drawn outside it); the screen's name labels a failure. */
async function expectAccessible(page: Page, screen: string, also: string[] = []): Promise<void> {
  expect(await axeViolations(page, also), screen).toEqual([]);
}

/** Waits until a button in the widget shows its busy state (spinner, aria-busy). */
async function waitForBusyButton(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      return roots.some((root) => root.querySelector('.stw-root button[aria-busy="true"]'));
    },
    { timeout: 10_000 },
  );
}

/**
 * Makes the injected wallets' answers wait until `release()`, so the progress screens
 * (connecting, signing) stay long enough to be checked.
 */
async function holdWalletAnswers(page: Page) {
  await page.evaluate(() => {
    type Call = (...args: unknown[]) => Promise<unknown>;
    const w = window as unknown as { __injectedWalletCall: Call; __held: (() => void)[] };
    const answer = w.__injectedWalletCall;
    w.__held = [];
    w.__injectedWalletCall = (...args) =>
      new Promise((resolve) => w.__held.push(() => resolve(answer(...args))));
  });
  return {
    /** Lets the held calls, and those made until `until` shows, through. */
    async releaseUntil(until: string) {
      await page.waitForFunction(
        (text) => {
          const w = window as unknown as { __held: (() => void)[] };
          for (const release of w.__held.splice(0)) release();
          const roots: (Document | ShadowRoot)[] = [document];
          for (const el of document.querySelectorAll('*'))
            if (el.shadowRoot) roots.push(el.shadowRoot);
          return roots.some((root) =>
            [...root.querySelectorAll('.stw-root')].some((el) => el.textContent?.includes(text)),
          );
        },
        { polling: 50, timeout: 10_000 },
        until,
      );
    },
  };
}

describe.each(BUILD_DOM_VARIANTS)('axe finds nothing: %s', (_name, prefix) => {
  const url = (path: string) => `${env.pages.url}/${prefix}/${path}`;

  /** Logs in by another product, adds a virtual authenticator and opens Register New Passkey. */
  async function openRegistrationLoggedIn(page: Page): Promise<PasskeyRegistrationPage> {
    await logInByAnotherProduct({
      page,
      pageUrl: url('passkey-registration'),
      pageUrls: { login: url('passkeys') },
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
    await addVirtualAuthenticator(page);
    await page.goto(url('passkey-registration'));
    const registration = new PasskeyRegistrationPage(page);
    await registration.waitForStart();
    return registration;
  }

  it('Main with tabs, social and wallets; email and SMS passcodes', async () => {
    const page = await env.newPage();
    await page.goto(url('main'));
    const login = new LoginPage(page);
    await login.openEmailTabIfTabbed();
    await new CryptoPage(page).waitForBlock();
    await byRole(page, 'button', 'Continue with GitHub').wait();
    await expectAccessible(page, 'Main, email tab');

    const email = uniqueEmail('a11y-otp');
    await login.submitEmail(email);
    const otp = new OtpPage(page);
    await otp.waitUntilShown();
    await expectAccessible(page, 'OTP Authenticate');
    // The field has focus on arrival; after a wrong code its digits are selected, so the
    // right code typed next replaces them.
    await page.keyboard.type('000000');
    await waitForText(page, 'Invalid passcode, please try again.');
    await expectAccessible(page, 'OTP Authenticate, wrong code');
    const message = await waitForMessage(env.api.url, { to: email, channel: 'email' });
    await page.keyboard.type(message.code ?? '');
    await otp.expectSuccess();
    await expectAccessible(page, 'OTP Confirmation');

    await page.goto(url('main'));
    const phone = new PhonePage(page);
    await phone.openTab('sms');
    await phone.waitUntilReady();
    await expectAccessible(page, 'Main, SMS tab');
    await phone.submitNumber('2133734253');
    await otp.waitUntilShown();
    await expectAccessible(page, 'OTP Authenticate, SMS');
  });

  it('WhatsApp: Main with its tab, and OTP Authenticate', async () => {
    const page = await env.newPage();
    await page.goto(url('whatsapp'));
    const phone = new PhonePage(page, 'whatsapp');
    await phone.openTab('whatsapp');
    await phone.waitUntilReady();
    await expectAccessible(page, 'Main, WhatsApp tab');
    await phone.submitNumber(uniqueUsNumber().national);
    await new OtpPage(page).waitUntilShown();
    await expectAccessible(page, 'OTP Authenticate, WhatsApp');
  });

  it('the wallet screens: connecting, signing, success, other wallets, setup, error', async () => {
    const walletPage = async (wallet: InjectedWalletOptions) => {
      const page = await env.newPage();
      await installInjectedWallets(page, [wallet]);
      await page.goto(url('main'));
      return { page, crypto: new CryptoPage(page) };
    };
    const { page, crypto } = await walletPage({ family: 'metamask' });
    await crypto.waitForBlock();
    const held = await holdWalletAnswers(page);
    await crypto.walletButton('Metamask').click();
    await crypto.expectText(CRYPTO_TEXT.connecting);
    await expectAccessible(page, 'Crypto Connect');
    await held.releaseUntil(CRYPTO_TEXT.signing);
    await expectAccessible(page, 'Crypto Sign Message');
    await held.releaseUntil(CRYPTO_TEXT.success);
    await expectAccessible(page, 'Crypto Confirmation');

    await page.goto(url('main'));
    await crypto.openOtherWallets();
    await crypto.expectText(CRYPTO_TEXT.otherTitle);
    await expectAccessible(page, 'Crypto Other');
    await crypto.back();
    await crypto.openSetup();
    await expectAccessible(page, 'Crypto Setup Wallet');

    const declined = await walletPage({ family: 'metamask', rejectConnect: true });
    await declined.crypto.chooseWallet('Metamask');
    await declined.crypto.expectError();
    await expectAccessible(declined.page, 'Crypto Error');
  });

  it('magic links: Main, Email Confirmation, and Main with a configuration error', async () => {
    const page = await env.newPage();
    await page.goto(url('magicLinks'));
    const login = new LoginPage(page);
    await login.waitUntilReady();
    await expectAccessible(page, 'Main, magic links');
    await login.submitEmail(uniqueEmail('a11y-eml'));
    await new EmailConfirmationPage(page).waitUntilShown();
    await expectAccessible(page, 'Email Confirmation');

    await page.goto(url('conflict'));
    await waitForText(page, 'Error: Cannot use both EML and Email OTP');
    await expectAccessible(page, "Main's configuration error");
  });

  it('passwords: create (weak, then strong), log in (a wrong one), forgot, the reset mount, set new', async () => {
    const page = await env.newPage();
    await page.goto(url('passwords'));
    const login = new LoginPage(page);
    await login.submitEmail(uniqueEmail('a11y-pw-new'));
    const passwords = new PasswordPage(page);
    await passwords.waitForCreate();
    await expectAccessible(page, 'Password Create');
    await passwords.passwordField().fill('abc');
    await page.waitForFunction(
      () => {
        const roots: (Document | ShadowRoot)[] = [document];
        for (const el of document.querySelectorAll('*'))
          if (el.shadowRoot) roots.push(el.shadowRoot);
        return roots.some((root) => root.querySelector('.stw-strength')?.textContent);
      },
      { timeout: 10_000 },
    );
    await expectAccessible(page, 'Password Create, weak password');
    await passwords.submitPassword(strongPassword());
    await passwords.expectSuccess();
    await expectAccessible(page, 'Password Confirmation');

    const email = uniqueEmail('a11y-pw');
    await createUserWithPassword(env.api.url, TOKEN, email, strongPassword());
    const second = await env.newPage();
    await second.goto(url('passwords'));
    const login2 = new LoginPage(second);
    await login2.submitEmail(email);
    const passwords2 = new PasswordPage(second);
    await passwords2.waitForLogin();
    await expectAccessible(second, 'Password Login');
    await passwords2.submitPassword('Not-the-password-1!');
    await passwords2.expectText('The email or password is incorrect.');
    await expectAccessible(second, 'Password Login, wrong password');
    await passwords2.forgot();
    await new PasswordEmailSentPage(second).waitFor('forgot');
    await expectAccessible(second, 'Password Forgot (email sent)');

    const message = await waitForMessage(env.api.url, { to: email, kind: 'reset_password' });
    const landing = new URL(url('reset'));
    landing.search = new URL(message.link ?? '').search;
    await second.goto(landing.href);
    const reset = new ResetPasswordPage(second);
    await reset.waitUntilShown();
    await expectAccessible(second, 'Password Reset Form');
    await reset.submitNewPassword(strongPassword());
    await reset.expectSuccess();
    await expectAccessible(second, 'Password Reset, success');

    // An account without a password: the widget sends it a link to set one.
    const passwordless = uniqueEmail('a11y-pw-less');
    await createUserWithoutPassword(env.api.url, TOKEN, passwordless);
    const third = await env.newPage();
    await third.goto(url('passwords'));
    await new LoginPage(third).submitEmail(passwordless);
    await new PasswordEmailSentPage(third).waitFor('setNew');
    await expectAccessible(third, 'Password Set New (email sent)');
  });

  it('passwords: Password Dedupe and Password Breached', async () => {
    const loginWith = async (email: string, password: string) => {
      const page = await env.newPage();
      await page.goto(url('passwords'));
      await new LoginPage(page).submitEmail(email);
      const passwords = new PasswordPage(page);
      await passwords.waitForLogin();
      await passwords.submitPassword(password);
      return page;
    };
    const flagged = uniqueEmail('a11y-pw-dedupe');
    const password = strongPassword();
    await createUserWithPassword(env.api.url, TOKEN, flagged, password);
    await createTestApiClient(env.api.url).users.requirePasswordReset(TOKEN, flagged);
    const dedupe = await loginWith(flagged, password);
    await new PasswordEmailSentPage(dedupe).waitFor('dedupe');
    await expectAccessible(dedupe, 'Password Dedupe');

    const leaked = uniqueEmail('a11y-pw-breached');
    await createUserWithBreachedPassword(env, TOKEN, leaked, strongPassword());
    const breached = await loginWith(leaked, BREACHED_PASSWORD);
    await new PasswordEmailSentPage(breached).waitFor('breached');
    await expectAccessible(breached, 'Password Breached');
  });

  it("the reset mount's 'Logging in' state, for a login link", async () => {
    const email = uniqueEmail('a11y-login-link');
    await createUserWithPassword(env.api.url, TOKEN, email, strongPassword());
    await startPasswordReset(env.api.url, TOKEN, email, url('reset'));
    const message = await waitForMessage(env.api.url, { to: email, kind: 'reset_password' });
    const page = await env.newPage();
    const held = await holdRequests(page, /\/sdk\/v1\/magic_links\/authenticate$/);
    await page.goto(`${url('reset')}${new URL(message.login_link ?? '').search}`);
    const release = await held.next();
    await byRole(page, 'heading', 'Logging in').wait();
    await expectAccessible(page, "Password Reset Form, 'Logging in'");
    release();
    await new ResetPasswordPage(page).expectSuccess();
  });

  it('passkeys: the registration mount (no user, start, list) and the login by passkey', async () => {
    const page = await env.newPage();
    await page.goto(url('passkey-registration'));
    await new PasskeyRegistrationPage(page).expectNoUserError();
    await expectAccessible(page, 'Passkey registration without a user');

    const registration = await openRegistrationLoggedIn(page);
    await expectAccessible(page, 'Passkey Registration Start');
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    await expectAccessible(page, 'Passkey Registration Success');

    await logOut(page);
    await page.evaluateOnNewDocument(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await page.goto(url('passkeys'));
    const login = new LoginPage(page);
    await login.passkeyButton().wait();
    await expectAccessible(page, 'Main with the passkey button');
    await login.loginWithPasskey();
    await login.expectPasskeySuccess();
    await expectAccessible(page, 'Passkey Confirmation');
  });

  it('passkeys: a rename and a delete in progress on Passkey Registration Success', async () => {
    const page = await env.newPage();
    const registration = await openRegistrationLoggedIn(page);
    await registration.create();
    await registration.waitForNames(['Passkey 1']);

    await byRole(page, 'button', 'Edit Passkey 1').click();
    await byRole(page, 'textbox', 'Passkey name').fill('Laptop');
    await expectAccessible(page, 'Passkey rename');
    // One interception for the page: the rename (PUT), then the delete (DELETE).
    const held = await holdRequests(
      page,
      /\/sdk\/v1\/(webauthn\/update|users\/webauthn_registrations)\//,
      ['PUT', 'DELETE'],
    );
    await byRole(page, 'button', 'Save').click();
    const renamed = await held.next();
    await waitForBusyButton(page);
    await expectAccessible(page, 'Passkey rename, saving');
    renamed();
    await registration.waitForNames(['Laptop']);

    await byRole(page, 'button', 'Delete Laptop').click();
    await registration.expectText('Once deleted, the passkey cannot be restored.');
    await expectAccessible(page, 'Passkey delete, the warning');
    await byRole(page, 'button', 'Delete').click();
    const deleted = await held.next();
    await waitForBusyButton(page);
    await expectAccessible(page, 'Passkey delete, deleting');
    deleted();
    await registration.waitForNames([]);
  });

  it('Google One Tap: the embedded prompt, and the origin-not-allowed state', async () => {
    const open = async (origins: string[]) => {
      const page = await env.newPage();
      // Without FedCM the prompt is embedded in the widget.
      await page.evaluateOnNewDocument(() => {
        delete (window as { IdentityCredential?: unknown }).IdentityCredential;
      });
      await injectGoogleOneTapStandin(page, { client: { id: GOOGLE_CLIENT_ID, origins } });
      await page.goto(url('oneTap'));
      await byRole(page, 'button', 'Continue with Google').wait();
      return page;
    };
    const page = await open([origin]);
    await page.waitForSelector('#stytch-widget-one-tap-prompt > *');
    await expectAccessible(page, 'Main with the One Tap prompt');
    const refused = await open(['https://elsewhere.example']);
    await waitForText(refused, 'is not allowed for this project');
    await expectAccessible(refused, 'One Tap state: origin not allowed');
  });

  it('Google One Tap: the floating prompt, outside the widget root', async () => {
    const page = await env.newPage();
    await injectGoogleOneTapStandin(page, { client: { id: GOOGLE_CLIENT_ID, origins: [origin] } });
    await page.goto(url('oneTapFloating'));
    await byRole(page, 'button', 'Continue with Google').wait();
    await page.waitForSelector('body > #stytch-widget-one-tap-prompt > *');
    await expectAccessible(page, 'Main with the floating One Tap prompt', [
      '#stytch-widget-one-tap-prompt',
    ]);
  });
});

describe('motion and colour', () => {
  /** The computed animation and transition of a spinner and a toast drawn in the widget root. */
  const motion = (page: Page) =>
    page.evaluate(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      const widget = roots.map((r) => r.querySelector('.stw-root')).find(Boolean) as HTMLElement;
      const spinner = widget.appendChild(document.createElement('span'));
      spinner.className = 'stw-spinner';
      const toast = widget.appendChild(document.createElement('div'));
      toast.className = 'stw-toast';
      const seen = {
        spinner: getComputedStyle(spinner).animationName,
        toast: getComputedStyle(toast).transitionDuration,
      };
      spinner.remove();
      toast.remove();
      return seen;
    });

  it.each(['s', 'ss'])(
    'respects prefers-reduced-motion for spinners and toasts (%s)',
    async (prefix) => {
      const page = await env.newPage();
      await page.goto(`${env.pages.url}/${prefix}/magicLinks`);
      await new LoginPage(page).waitUntilReady();
      expect(await motion(page)).toEqual({ spinner: 'stw-spin', toast: '0.23s, 0.23s' });
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      expect(await motion(page)).toEqual({ spinner: 'none', toast: '0s' });
    },
  );

  // The bar above is zero violations: this shows the check finds them, in both DOMs.
  it.each(['', '-shadow'])(
    'axe reports the colour pairs of a host theme below AA (%s)',
    async (suffix) => {
      const page = await env.newPage();
      await page.goto(`${env.pages.url}/theme/low${suffix}`);
      await new LoginPage(page).waitUntilReady();
      const violations = await axeViolations(page);
      expect(violations.length).toBeGreaterThan(0);
      expect(violations.filter((line) => !line.startsWith('color-contrast: '))).toEqual([]);
    },
  );

  it.each(['', '-shadow'])(
    "warns through onError's config kind when a host's colours fail AA (%s)",
    async (suffix) => {
      const errors = async (path: string) => {
        const page = await env.newPage();
        await page.goto(`${env.pages.url}${path}`);
        await new LoginPage(page).waitUntilReady();
        // The check loads its own code after the first render: wait until nothing is loading.
        await page.waitForNetworkIdle({ idleTime: 250 });
        return page.evaluate(() => (window as unknown as { __ERRORS__: unknown[] }).__ERRORS__);
      };
      expect(await errors(`/theme/low${suffix}`)).toEqual([
        {
          kind: 'config',
          message: expect.stringMatching(
            /colors\.secondary on container\.backgroundColor: 2\.32:1\nbuttons\.primary\.textColor on buttons\.primary\.backgroundColor: 1\.\d\d:1$/,
          ),
        },
      ]);
      expect(await errors(`/theme/ok${suffix}`)).toEqual([]);
    },
  );
});
