import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDev } from '../../harness/dev';
import type { LaunchedBrowser } from '../../harness/shared/launch-browser';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { PasskeyRegistrationPage } from '../../harness/smoke/pages/PasskeyRegistrationPage';
import { logInByAnotherProduct } from '../../harness/smoke/scenarios/passkeys';
import { logOut } from '../../harness/smoke/scenarios/session';
import { addVirtualAuthenticator } from '../../harness/smoke/support/virtual-authenticator';
import { type DevEnv, startDevEnv } from '../support/dev-env';

// `npm start` with passkeys: log in on the dev page, register a passkey on its /passkeys page
// (same origin, so the same session; http://localhost, so WebAuthn works), then log in with
// it on the dev page.

const TOKEN = 'public-token-test-1f2e3d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';
let dev: RunningDev;
let launched: LaunchedBrowser;
let env: DevEnv | undefined;

beforeAll(async () => {
  env = await startDevEnv({
    publicToken: TOKEN,
    products: ['otp', 'passkeys'],
    otpOptions: { methods: ['email'] },
  });
  ({ dev, launched } = env);
});

afterAll(async () => {
  await env?.close();
});

describe('the dev page with passkeys (npm start, /passkeys)', () => {
  it('logs in by email passcode, registers a passkey on /passkeys, logs in with it by autofill', async () => {
    expect(new URL(dev.url).hostname).toBe('localhost');
    const passkeysUrl = dev.passkeysPageUrl as string;
    expect(passkeysUrl).toBe(`${dev.url}/passkeys`);
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    await logInByAnotherProduct({
      page,
      pageUrl: passkeysUrl,
      pageUrls: { login: dev.url },
      apiUrl: dev.apiUrl,
      publicToken: TOKEN,
    });
    const authenticator = await addVirtualAuthenticator(page);
    await page.goto(passkeysUrl);
    const registration = new PasskeyRegistrationPage(page);
    await registration.waitForStart();
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    expect(await authenticator.credentials()).toHaveLength(1);
    await logOut(page);
    await page.goto(dev.url);
    await new LoginPage(page).expectPasskeySuccess();
    await context.close();
  });
});
