import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDev } from '../../harness/dev';
import { DEV_CONFIG_PATH, type DevPageConfig } from '../../harness/dev/page/dev-page-config';
import type { LaunchedBrowser } from '../../harness/shared/launch-browser';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { PasswordEmailSentPage } from '../../harness/smoke/pages/PasswordEmailSentPage';
import { PasswordPage } from '../../harness/smoke/pages/PasswordPage';
import { clickInPlace } from '../../harness/smoke/pages/queries';
import { ResetPasswordPage } from '../../harness/smoke/pages/ResetPasswordPage';
import { type DevEnv, startDevEnv } from '../support/dev-env';

// `npm start` with passwords: a reset link in the outbox panel opens the reset mount on the
// dev server's /reset-password, whatever production reset URL the config names.

const PRODUCTION_RESET_URL = 'https://example.com/account/reset';
const EMAIL = 'dev-reset-person@example.com';
const FIRST = 'Harbor-lantern-Violet-7741-moss';
const SECOND = 'Copper-glacier-Whistle-5150-fern';

let dev: RunningDev;
let launched: LaunchedBrowser;
let env: DevEnv | undefined;

beforeAll(async () => {
  env = await startDevEnv({
    publicToken: 'public-token-test-7e6d5c4b-3a29-4817-9f6e-5d4c3b2a1908',
    products: ['passwords'],
    passwordOptions: {
      resetPasswordRedirectURL: PRODUCTION_RESET_URL,
      loginRedirectURL: 'https://example.com/login',
    },
  });
  ({ dev, launched } = env);
});

afterAll(async () => {
  await env?.close();
});

describe('the dev page with passwords (npm start, /reset-password)', () => {
  it('signs up, forgets, follows the reset link from the outbox panel, sets a new password', async () => {
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    const login = new LoginPage(page);
    const passwords = new PasswordPage(page);

    await page.goto(dev.url);
    await login.waitUntilReady();
    await login.submitEmail(EMAIL);
    await passwords.waitForCreate();
    await passwords.submitPassword(FIRST);
    await passwords.expectSuccess();

    await page.goto(dev.url);
    await login.submitEmail(EMAIL);
    await passwords.waitForLogin();
    await passwords.forgot();
    await new PasswordEmailSentPage(page).waitFor('forgot');

    // Follow the link shown in the outbox panel, as a person would.
    const link = await page.waitForSelector('#outbox a[href*="stytch_token_type=reset_password"]', {
      timeout: 10_000,
    });
    const href = await link?.evaluate((el) => (el as HTMLAnchorElement).href);
    expect(href).toMatch(
      new RegExp(`^${dev.url}/reset-password\\?stytch_token_type=reset_password&token=`),
    );
    // The same email's "log in without a password" link lands on the reset page too.
    const loginLink = await page.$eval('#outbox a[href*="stytch_token_type=login"]', (el) => ({
      href: (el as HTMLAnchorElement).href,
      before: el.previousSibling?.textContent ?? '',
    }));
    expect(loginLink.href).toMatch(
      new RegExp(`^${dev.url}/reset-password\\?stytch_token_type=login&token=`),
    );
    expect(loginLink.before).toBe('Log in without a password: ');
    if (link) await clickInPlace(link);
    const reset = new ResetPasswordPage(page);
    await reset.waitUntilShown();
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await reset.submitNewPassword(SECOND);
    await reset.expectText('Success! You have successfully logged in.');

    // The new password logs in on the dev page.
    await page.goto(dev.url);
    await login.submitEmail(EMAIL);
    await passwords.waitForLogin();
    await passwords.submitPassword(SECOND);
    await passwords.expectSuccess();
    await context.close();
  });

  it('mounts with the reset URL pointed at the dev page, and serves the reset-html snippet there', async () => {
    const devConfig = (await fetch(new URL(DEV_CONFIG_PATH, dev.url)).then((r) =>
      r.json(),
    )) as DevPageConfig;
    const expected = `${dev.url}/reset-password`;
    expect(devConfig.mountOptions.config).toMatchObject({
      passwordOptions: { resetPasswordRedirectURL: expected, loginRedirectURL: expected },
    });
    const html = await fetch(`${dev.url}/reset-password`).then((r) => r.text());
    expect(html).toContain('<script type="module" async src="/static/stytch-widget.js"></script>');
    expect(html).toContain('data-stytch-widget="mountResetPassword"');
    expect(html).toContain('<div id="stytch-reset-password"><p role="status">Loading…</p></div>');
    expect(html).toContain(`"resetPasswordRedirectURL": "${expected}"`);
    expect(html).toContain(`"apiUrl": "${dev.apiUrl}"`);
    expect(html).not.toContain(PRODUCTION_RESET_URL);
  });
});
