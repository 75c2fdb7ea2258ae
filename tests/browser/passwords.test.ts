import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetPage } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { PasswordEmailSentPage } from '../../harness/smoke/pages/PasswordEmailSentPage';
import { PasswordPage } from '../../harness/smoke/pages/PasswordPage';
import { waitForText, widgetText } from '../../harness/smoke/pages/queries';
import {
  passwordLoginScenario,
  passwordlessScenarios,
  passwordSignUpScenario,
} from '../../harness/smoke/scenarios/passwords';
import {
  createUserWithPassword,
  strongPassword,
  uniqueEmail,
} from '../../harness/smoke/scenarios/test-api-accounts';
import { createTestApiClient, waitForMessage } from '../../harness/test-api/control-client';
import { basicAuthHeader } from '../../harness/test-api/http/auth';
import type { ConfigFile } from '../../widget/config/schema';
import { BREACHED_PASSWORD, createUserWithBreachedPassword } from '../support/breached-password';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { reactHostPage } from '../support/react-host';

// The passwords product on the login mount, in real Chromium against the test API.
const TOKEN = 'public-token-test-7d2e4c1a-9b3f-4e6d-8a1c-2f5b7e9d0c31';
const LUDS_TOKEN = 'public-token-test-0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const OTP_TOKEN = 'public-token-test-3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d';
const EML_TOKEN = 'public-token-test-9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

// Colours of the meter's lit segments: the default theme's error and success colours.
const RED = 'rgb(139, 18, 20)';
const GREEN = 'rgb(12, 90, 86)';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const page = (publicToken: string, config: Omit<ConfigFile, 'publicToken' | 'apiUrl'>) =>
        snippetPage({ ...config, publicToken, apiUrl });
      return {
        '/': await page(TOKEN, { products: ['passwords'] }),
        '/react': reactHostPage({
          publicToken: TOKEN,
          apiUrl,
          config: { products: ['passwords'] },
        }),
        '/luds': await page(LUDS_TOKEN, { products: ['passwords'] }),
        '/with-otp': await page(OTP_TOKEN, {
          products: ['passwords', 'otp'],
          otpOptions: { methods: ['email'] },
        }),
        '/with-eml': await page(EML_TOKEN, { products: ['passwords', 'emailMagicLinks'] }),
      };
    },
    {
      reactHost: {},
      api: { projects: { [LUDS_TOKEN]: { passwordPolicy: 'luds' } } },
    },
  );
});

afterAll(async () => {
  await env?.close();
});

const url = (path: string) => `${env.pages.url}${path === '/' ? '' : path}`;

/** Main → the email → Password Create or Login. */
async function enterEmail(page: Page, path: string, email: string): Promise<PasswordPage> {
  await page.goto(url(path));
  const login = new LoginPage(page);
  await login.openEmailTabIfTabbed();
  await login.submitEmail(email);
  return new PasswordPage(page);
}

/** The test API's own verdict on a password: the oracle the meter and warning must follow. */
async function checkOf(
  password: string,
  email: string,
): Promise<{ score: number; feedback: { warning: string } }> {
  const response = await fetch(`${env.api.url}/sdk/v1/passwords/strength_check`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: basicAuthHeader(TOKEN),
    },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { data: { score: number; feedback: { warning: string } } })
    .data;
}

/** The meter as drawn: how many segments are lit, and in which colours. */
async function meterState(page: Page) {
  return page.$eval('.stw-root .stw-meter', (meter) => {
    const lit = [...meter.querySelectorAll('.stw-meter-segment')].filter(
      (segment) => segment.getAttribute('data-on') === 'true',
    );
    return {
      value: Number(meter.querySelector('meter')?.value),
      colours: [...new Set(lit.map((segment) => getComputedStyle(segment).backgroundColor))],
      lit: lit.length,
    };
  });
}

describe.each([
  ['standalone bundle via the embed snippet', '/'],
  ['React entry in a React app', '/react'],
])('passwords in real Chromium: %s', (_name, path) => {
  it('signs a new user up with a password (smoke scenario)', async () => {
    await passwordSignUpScenario.run({
      page: await env.newPage(),
      pageUrl: url(path),
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
  });

  it('logs an existing user in, after showing the wrong password under the field', async () => {
    await passwordLoginScenario.run({
      page: await env.newPage(),
      pageUrl: url(path),
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
  });

  it('meter: weak then strong, lit segments and colours by score, Continue only when valid', async () => {
    const page = await env.newPage();
    const email = uniqueEmail('meter');
    const passwords = await enterEmail(page, path, email);
    await passwords.waitForCreate();
    // Read-only email, autocomplete hints for password managers.
    expect(
      await page.$eval('.stw-root input[type="email"]', (input) => [
        (input as HTMLInputElement).readOnly,
        input.getAttribute('autocomplete'),
      ]),
    ).toEqual([true, 'username']);
    expect(
      await page.$eval('.stw-root input[type="password"]', (input) =>
        input.getAttribute('autocomplete'),
      ),
    ).toBe('new-password');

    const expected: Record<number, { lit: number; colour: string }> = {
      0: { lit: 1, colour: RED },
      1: { lit: 1, colour: RED },
      2: { lit: 2, colour: RED },
      3: { lit: 3, colour: GREEN },
      4: { lit: 4, colour: GREEN },
    };
    const seen = new Set<number>();
    for (const password of ['a', 'kangaroo', 'bluekettle', 'blue-kettle', 'sunny-meadow42']) {
      const { score } = await checkOf(password, email);
      seen.add(score);
      await passwords.passwordField().fill(password);
      await page.waitForFunction(
        (want) =>
          (document.querySelector('.stw-root .stw-meter meter') as HTMLMeterElement | null)
            ?.value === want,
        { timeout: 5_000 },
        score,
      );
      const state = await meterState(page);
      expect({ password, ...state }).toEqual({
        password,
        value: score,
        lit: expected[score]?.lit,
        colours: [expected[score]?.colour],
      });
      const disabled = await passwords
        .continueButton()
        .map((b) => (b as HTMLButtonElement).disabled)
        .wait();
      expect({ password, disabled }).toEqual({ password, disabled: score < 3 });
    }
    // The words were chosen to cover every score.
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);

    // zxcvbn's warning is shown as text.
    const { feedback } = await checkOf('abc123xyz', email);
    expect(feedback.warning).not.toBe('');
    await passwords.passwordField().fill('abc123xyz');
    await waitForText(page, feedback.warning);
  });

  it('shows and hides the password with its toggle', async () => {
    const page = await env.newPage();
    const passwords = await enterEmail(page, path, uniqueEmail('toggle'));
    await passwords.waitForCreate();
    await passwords.passwordField().fill('blue-kettle');
    const typeOf = () =>
      page.$eval('.stw-root input[autocomplete="new-password"]', (i) => i.getAttribute('type'));
    expect(await typeOf()).toBe('password');
    await page.locator('::-p-aria([name="Show password"][role="button"])').click();
    expect(await typeOf()).toBe('text');
    await page.locator('::-p-aria([name="Hide password"][role="button"])').click();
    expect(await typeOf()).toBe('password');
  });
});

describe('passwords: LUDS policy (set in the test API project)', () => {
  it('shows the checklist with the counts from bootstrap, met as the password grows', async () => {
    const page = await env.newPage();
    const passwords = await enterEmail(page, '/luds', uniqueEmail('luds'));
    await passwords.waitForCreate();
    const lines = () =>
      page.$$eval('.stw-root .stw-requirement', (items) =>
        items.map((item) => `${item.getAttribute('data-met')} ${item.textContent?.trim()}`),
      );
    const length = 'Must be at least 8 characters long';
    const complexity =
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol';
    const breached =
      'This password may have been used on a different site that experienced a security issue. Please choose another password.';

    await passwords.passwordField().fill('abc');
    await waitForText(page, length);
    expect(await lines()).toEqual([`false Not met: ${length}`, `false Not met: ${complexity}`]);
    expect(
      await passwords
        .continueButton()
        .map((b) => (b as HTMLButtonElement).disabled)
        .wait(),
    ).toBe(true);

    await passwords.passwordField().fill('abcdefghij');
    await page.waitForFunction(
      () =>
        document.querySelector('.stw-root .stw-requirement')?.getAttribute('data-met') === 'true',
    );
    expect(await lines()).toEqual([`true Met: ${length}`, `false Not met: ${complexity}`]);

    // Long and complex, but on the breached list: the breach line, and still not valid.
    await passwords.passwordField().fill('Password1!');
    await waitForText(page, breached);
    expect(await lines()).toEqual([
      `true Met: ${length}`,
      `true Met: ${complexity}`,
      `false Not met: ${breached}`,
    ]);
    expect(
      await passwords
        .continueButton()
        .map((b) => (b as HTMLButtonElement).disabled)
        .wait(),
    ).toBe(true);

    await passwords.passwordField().fill('Copper-Glacier-51');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.stw-root .stw-requirement[data-met="true"]').length === 2 &&
        document.querySelectorAll('.stw-root .stw-requirement').length === 2,
    );
    await passwords.continueButton().click();
    await passwords.expectSuccess();
  });
});

describe('passwords: the ways a login turns into an email', () => {
  it("'Forgot your password?' sends a reset email; resending shows 'Email resent'", async () => {
    const page = await env.newPage();
    const email = uniqueEmail('forgot');
    await createUserWithPassword(env.api.url, TOKEN, email, strongPassword());
    const passwords = await enterEmail(page, '/', email);
    await passwords.waitForLogin();
    expect(
      await page.$eval('.stw-root input[type="password"]', (i) => i.getAttribute('autocomplete')),
    ).toBe('current-password');
    await passwords.forgot();
    const sent = new PasswordEmailSentPage(page);
    await sent.waitFor('forgot');
    await sent.expectText(`A link to reset your password was sent to ${email}.`);
    await waitForMessage(env.api.url, { to: email, kind: 'reset_password' });
    await sent.resend();
    await waitForText(page, 'Email resent');
    await waitForMessage(env.api.url, { to: email, kind: 'reset_password' }, { after: 1 });
  });

  it('a password flagged for reset: Password Dedupe and a reset email', async () => {
    const page = await env.newPage();
    const email = uniqueEmail('dedupe');
    const password = strongPassword();
    await createUserWithPassword(env.api.url, TOKEN, email, password);
    await createTestApiClient(env.api.url).users.requirePasswordReset(TOKEN, email);
    const passwords = await enterEmail(page, '/', email);
    await passwords.waitForLogin();
    await passwords.submitPassword(password);
    const sent = new PasswordEmailSentPage(page);
    await sent.waitFor('dedupe');
    await sent.expectText(`An email was sent to ${email} to set a new password.`);
    await waitForMessage(env.api.url, { to: email, kind: 'reset_password' });
  });

  it('a password known breached: Password Breached and a reset email', async () => {
    const page = await env.newPage();
    const email = uniqueEmail('breached');
    await createUserWithBreachedPassword(env, TOKEN, email, strongPassword());
    const passwords = await enterEmail(page, '/', email);
    await passwords.waitForLogin();
    await passwords.submitPassword(BREACHED_PASSWORD);
    const sent = new PasswordEmailSentPage(page);
    await sent.waitFor('breached');
    await sent.expectText(`an email was sent to ${email} to set a new password.`);
    await waitForMessage(env.api.url, { to: email, kind: 'reset_password' });
  });

  it('a strength check refused with invalid_email shows its message', async () => {
    const page = await env.newPage();
    const email = uniqueEmail('bad-email');
    const passwords = await enterEmail(page, '/', email);
    await passwords.waitForCreate();
    // users/search and the strength check validate the address alike, so the UI cannot send a
    // malformed one; the request is rewritten on its way so the real API answers invalid_email.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (!request.url().endsWith('/sdk/v1/passwords/strength_check'))
        return void request.continue();
      const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
      void request.continue({ postData: JSON.stringify({ ...body, email: 'not an email' }) });
    });
    await passwords.passwordField().fill('blue-kettle');
    await waitForText(page, 'email is not a valid email address: "not an email".');
    expect(
      await passwords
        .continueButton()
        .map((b) => (b as HTMLButtonElement).disabled)
        .wait(),
    ).toBe(true);
  });
});

describe('passwords: an account without a password', () => {
  const branches: [string, string, string][] = [
    ['an email passcode when OTP includes email', '/with-otp', OTP_TOKEN],
    ['a magic link when magic links are configured', '/with-eml', EML_TOKEN],
    ['a reset email and Password Set New otherwise', '/', TOKEN],
  ];
  it.each(branches)('gets %s (smoke scenario)', async (_name, path, publicToken) => {
    const config = {
      '/with-otp': { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } },
      '/with-eml': { products: ['passwords', 'emailMagicLinks'] },
      '/': { products: ['passwords'] },
    }[path] as ConfigFile;
    const scenario = passwordlessScenarios.find((s) => s.appliesTo({ ...config, publicToken }));
    expect(scenario).toBeDefined();
    await scenario?.run({
      page: await env.newPage(),
      pageUrl: url(path),
      apiUrl: env.api.url,
      publicToken,
    });
  });

  it("offers 'Email me a login link' and 'Create a password instead' as other ways", async () => {
    const page = await env.newPage();
    const email = uniqueEmail('other-ways');
    const response = await fetch(`${env.api.url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: basicAuthHeader(OTP_TOKEN),
      },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    await enterEmail(page, '/with-otp', email);
    await waitForText(page, 'Create a password instead');
    await page.locator('::-p-aria([name="Create a password instead"][role="button"])').click();
    const sent = new PasswordEmailSentPage(page);
    await sent.waitFor('setNew');
    await sent.expectText(`A login link was sent to ${email}.`);
    await waitForMessage(env.api.url, { to: email, kind: 'reset_password' });
    expect(await widgetText(page)).not.toContain('Invalid');
  });
});
