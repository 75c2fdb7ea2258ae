import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { BUNDLE_PATH, snippetPage } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { PasskeyRegistrationPage } from '../../harness/smoke/pages/PasskeyRegistrationPage';
import { waitForText } from '../../harness/smoke/pages/queries';
import { logInByAnotherProduct, passkeyScenario } from '../../harness/smoke/scenarios/passkeys';
import { logOut } from '../../harness/smoke/scenarios/session';
import {
  addVirtualAuthenticator,
  type VirtualAuthenticator,
} from '../../harness/smoke/support/virtual-authenticator';
import { passkeyRegistrationModeInfo } from '../../widget/modes/passkeyRegistration/info';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { passkeyLoginConfig } from '../support/passkey-config';
import { reactHostPage } from '../support/react-host';
import { countPosts } from '../support/requests';

// Passkeys in real Chromium on http://localhost (WebAuthn refuses an IP), with the harness's
// virtual authenticator: the registration mount and the login mount's passkey button and
// autofill, in both builds.
const TOKEN = 'public-token-test-7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

// The product's strings, quoted exactly.
const NOT_FOUND =
  'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.';
const ALREADY_REGISTERED =
  'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.';
const NO_USER =
  'Error: Cannot use PasskeyRegistration component without active user authenticated.';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const { config, widget: widgetConfig } = passkeyLoginConfig(TOKEN, apiUrl);
      return {
        '/': await snippetPage(config),
        '/passkeys': await snippetPage(config, 'passkeys', passkeyRegistrationModeInfo),
        '/react-login': reactHostPage({ publicToken: TOKEN, apiUrl, config: widgetConfig }),
        '/react-passkeys': reactHostPage(
          { publicToken: TOKEN, apiUrl, config: widgetConfig },
          'StytchPasskeyRegistration',
        ),
        // The same mounts with a host callback recording the widget's event types.
        '/passkeys-events': htmlPage(
          'passkeys with events',
          `<div id="keys"></div><script type="module">
import { mountPasskeyRegistration } from '${BUNDLE_PATH}';
window.__STYTCH_EVENTS__ = [];
mountPasskeyRegistration({ elementId: '#keys', publicToken: ${JSON.stringify(TOKEN)}, apiUrl: ${JSON.stringify(apiUrl)},
  callbacks: { onEvent: (event) => window.__STYTCH_EVENTS__.push(event.type) } });
</script>`,
        ),
        '/login-45': await snippetPage({
          ...config,
          sessionOptions: { sessionDurationMinutes: 45 },
        }),
        '/react-login-45': reactHostPage({
          publicToken: TOKEN,
          apiUrl,
          config: { ...widgetConfig, sessionOptions: { sessionDurationMinutes: 45 } },
        }),
        '/react-passkeys-events': reactHostPage(
          { publicToken: TOKEN, apiUrl },
          'StytchPasskeyRegistration',
          { recordEvents: true },
        ),
      };
    },
    { reactHost: {} },
  );
});

afterAll(async () => {
  await env?.close();
});

describe.each([
  ['standalone bundle via the snippets', '/', '/passkeys', '/passkeys-events', '/login-45'],
  [
    'React entry in a React app',
    '/react-login',
    '/react-passkeys',
    '/react-passkeys-events',
    '/react-login-45',
  ],
])('passkeys in real Chromium: %s', (_name, loginPath, passkeysPath, eventsPath, login45Path) => {
  const loginUrl = () => `${env.pages.url}${loginPath}`;
  const passkeysUrl = () => `${env.pages.url}${passkeysPath}`;

  /** A new page logged in by email passcode, with an (empty) authenticator, on the registration mount. */
  async function loggedInOnRegistration(url = passkeysUrl()): Promise<{
    page: Page;
    authenticator: VirtualAuthenticator;
    registration: PasskeyRegistrationPage;
  }> {
    const page = await env.newPage();
    await logInByAnotherProduct({
      page,
      pageUrl: passkeysUrl(),
      pageUrls: { login: loginUrl() },
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
    // Added after the first login: with a passkey in it, Main's autofill would log in by itself.
    const authenticator = await addVirtualAuthenticator(page);
    await page.goto(url);
    const registration = new PasskeyRegistrationPage(page);
    await registration.waitForStart();
    return { page, authenticator, registration };
  }

  it('register on two devices, rename, delete (cancel first), log out, log in by the button and by autofill (smoke scenario)', async () => {
    await passkeyScenario.run({
      page: await env.newPage(),
      pageUrl: passkeysUrl(),
      pageUrls: { login: loginUrl() },
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
  });

  it('the host hears Create, Skip and Done (no config: the mount defaults to passkeys)', async () => {
    const { page, registration } = await loggedInOnRegistration(`${env.pages.url}${eventsPath}`);
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    await registration.another();
    await registration.waitForStart();
    await registration.skip();
    await registration.waitForNames(['Passkey 1']);
    await registration.done();
    const events = () =>
      page.evaluate(() =>
        (window as unknown as { __STYTCH_EVENTS__: string[] }).__STYTCH_EVENTS__.filter((type) =>
          type.startsWith('PASSKEY_'),
        ),
      );
    await page.waitForFunction(() =>
      (window as unknown as { __STYTCH_EVENTS__: string[] }).__STYTCH_EVENTS__.includes(
        'PASSKEY_DONE',
      ),
    );
    expect(await events()).toEqual(['PASSKEY_REGISTER', 'PASSKEY_SKIP', 'PASSKEY_DONE']);
  });

  it('the list after a reload; Skip also leads to it', async () => {
    const { page, registration } = await loggedInOnRegistration();
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    await registration.rename('Passkey 1', 'Work laptop');
    await registration.waitForNames(['Work laptop']);
    await page.reload();
    await registration.waitForStart();
    await registration.skip();
    await registration.waitForNames(['Work laptop']);
  });

  it('the already-registered error: the same authenticator again', async () => {
    const { registration } = await loggedInOnRegistration();
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    await registration.another();
    await registration.waitForStart();
    await registration.create();
    await registration.expectText(ALREADY_REGISTERED);
    // Still on Register New Passkey, and still one passkey.
    await registration.skip();
    await registration.waitForNames(['Passkey 1']);
  });

  it('the unauthenticated mount error: no session, no actions', async () => {
    const page = await env.newPage();
    await page.goto(passkeysUrl());
    const registration = new PasskeyRegistrationPage(page);
    await registration.expectNoUserError();
    expect(await new LoginPage(page).text()).toContain(NO_USER);
    expect(await new LoginPage(page).text()).not.toContain('Create a Passkey');
  });

  it('the not-found error: the passkey deleted on the server but still in the authenticator', async () => {
    const { page, authenticator, registration } = await loggedInOnRegistration();
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    await registration.delete('Passkey 1');
    await registration.expectText('No passkeys yet.');
    expect(await authenticator.credentials()).toHaveLength(1);
    await logOut(page);
    // Autofill offers the passkey the authenticator still holds; the server no longer knows it.
    await page.goto(loginUrl());
    await waitForText(page, NOT_FOUND);
    await new LoginPage(page).emailField().wait();
  });

  it('a cancelled autofill prompt: no banner, and at most 5 attempts', async () => {
    const page = await env.newPage();
    const authenticator = await addVirtualAuthenticator(page);
    // A person who dismisses the browser's passkey prompt: every get() is NotAllowedError.
    await authenticator.setUserPresent(false);
    const starts = countPosts(page, '/webauthn/authenticate/start/primary');
    await page.goto(loginUrl());
    const login = new LoginPage(page);
    await login.emailField().wait();
    await vi.waitUntil(() => starts.count >= 5, { timeout: 10_000, interval: 50 });
    expect(starts.count).toBe(5);
    // No sixth attempt comes later.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(starts.count).toBe(5);
    expect(await login.text()).not.toMatch(/passkey/i);
    await login.emailField().wait();
  });

  /** Registers one passkey, logs out, and opens Main as a browser without passkey autofill. */
  async function mainWithButton(afterRegistering?: (r: PasskeyRegistrationPage) => Promise<void>) {
    const { page, authenticator, registration } = await loggedInOnRegistration();
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    await afterRegistering?.(registration);
    await logOut(page);
    await page.evaluateOnNewDocument(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await page.goto(loginUrl());
    const login = new LoginPage(page);
    await login.passkeyButton().wait();
    return { page, authenticator, login };
  }

  it('the button: a cancelled prompt shows no banner; then it logs in, for 30 minutes by default', async () => {
    const { page, authenticator, login } = await mainWithButton();
    await authenticator.setUserPresent(false);
    const starts = countPosts(page, '/webauthn/authenticate/start/primary');
    await login.loginWithPasskey();
    // The attempt starts, the prompt is dismissed, and the button is usable again.
    await vi.waitUntil(() => starts.count === 1, { timeout: 10_000, interval: 50 });
    await login
      .passkeyButton()
      .filter((el) => !el.hasAttribute('disabled'))
      .wait();
    expect(starts.count).toBe(1);
    expect(await login.text()).not.toMatch(/error|passkey authentication|not found/i);

    await authenticator.setUserPresent(true);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/sdk/v1/webauthn/authenticate'
      )
        bodies.push(request.postData() ?? '');
    });
    await login.loginWithPasskey();
    await login.expectPasskeySuccess();
    expect(JSON.parse(bodies[0] ?? '{}').session_duration_minutes).toBe(30);
  });

  it("autofill logs in for the config's session length when sessionOptions names one", async () => {
    const { page, registration } = await loggedInOnRegistration();
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    await logOut(page);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/sdk/v1/webauthn/authenticate'
      )
        bodies.push(request.postData() ?? '');
    });
    await page.goto(`${env.pages.url}${login45Path}`);
    await new LoginPage(page).expectPasskeySuccess();
    expect(JSON.parse(bodies[0] ?? '{}').session_duration_minutes).toBe(45);
  });

  it('the button: the not-found error for a passkey deleted on the server', async () => {
    const { login } = await mainWithButton((registration) => registration.delete('Passkey 1'));
    await login.loginWithPasskey();
    await login.expectText(NOT_FOUND);
  });
});
