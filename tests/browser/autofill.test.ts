import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetPage } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { PasswordPage } from '../../harness/smoke/pages/PasswordPage';
import { PhonePage } from '../../harness/smoke/pages/PhonePage';
import { waitForText } from '../../harness/smoke/pages/queries';
import { uniqueUsNumber } from '../../harness/smoke/scenarios/sms-otp';
import {
  createUserWithPassword,
  strongPassword,
  uniqueEmail,
} from '../../harness/smoke/scenarios/test-api-accounts';
import { waitForMessage } from '../../harness/test-api/control-client';
import type { ConfigFile } from '../../widget/config/schema';
import { resetPasswordModeInfo } from '../../widget/modes/resetPassword/info';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { waitForLoggedEvent } from '../support/logged-events';
import { reactHostPage } from '../support/react-host';
import { holdRequests } from '../support/requests';

// Password managers: every field's name and autocomplete tokens, screen by screen; and values
// put in the way some extensions do (`.value` set, no input event), read at submit.
const TOKEN = 'public-token-test-5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
// Pages whose bootstrap the test holds back: a project of their own, so the event that marks
// bootstrap taken in is theirs alone.
const LATE_TOKEN = {
  '': 'public-token-test-autofill-late-standalone',
  '/react-': 'public-token-test-autofill-late-react',
};

const CONFIGS = {
  email: { products: ['otp'], otpOptions: { methods: ['email'] } },
  passkeys: { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } },
  sms: { products: ['otp'], otpOptions: { methods: ['sms'] } },
  passwords: { products: ['passwords'] },
} satisfies Record<string, Omit<ConfigFile, 'publicToken' | 'apiUrl'>>;

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const pages: Record<string, string> = {
        '/reset': await snippetPage(
          { ...CONFIGS.passwords, publicToken: TOKEN, apiUrl },
          'reset',
          resetPasswordModeInfo,
        ),
      };
      for (const [name, config] of Object.entries(CONFIGS)) {
        pages[`/${name}`] = await snippetPage({ ...config, publicToken: TOKEN, apiUrl });
        pages[`/react-${name}`] = reactHostPage({ publicToken: TOKEN, apiUrl, config });
      }
      pages['/late-email'] = await snippetPage({
        ...CONFIGS.email,
        publicToken: LATE_TOKEN[''],
        apiUrl,
      });
      pages['/react-late-email'] = reactHostPage({
        publicToken: LATE_TOKEN['/react-'],
        apiUrl,
        config: CONFIGS.email,
      });
      return pages;
    },
    { reactHost: {} },
  );
});

afterAll(async () => {
  await env?.close();
});

interface Field {
  field: string;
  name: string;
  autocomplete: string;
  readOnly?: true;
}

/** Every form field the widget shows now, as a password manager reads it. */
function fields(page: Page): Promise<Field[]> {
  return page.$$eval('.stw-root input, .stw-root select, .stw-root textarea', (elements) =>
    elements.map((el) => {
      const input = el as HTMLInputElement;
      return {
        field: el.tagName === 'INPUT' ? `input[type=${input.type}]` : el.tagName.toLowerCase(),
        name: input.name,
        autocomplete: el.getAttribute('autocomplete') ?? '',
        ...(input.readOnly ? { readOnly: true as const } : {}),
      };
    }),
  );
}

/** Sets a field's value as some password managers do: the property only, no event. */
async function fillSilently(page: Page, selector: string, value: string): Promise<void> {
  await page.$eval(
    selector,
    (el, text) => {
      (el as HTMLInputElement).value = text;
    },
    value,
  );
}

const open = async (path: string) => {
  const page = await env.newPage();
  await page.goto(`${env.pages.url}${path}`);
  return page;
};

describe('autocomplete and names, screen by screen', () => {
  it('Main: email, email with passkeys, email before a password, phone', async () => {
    const expectations: [string, Field[]][] = [
      ['/email', [{ field: 'input[type=email]', name: 'email', autocomplete: 'email' }]],
      [
        '/passkeys',
        [{ field: 'input[type=email]', name: 'username', autocomplete: 'username webauthn' }],
      ],
      ['/passwords', [{ field: 'input[type=email]', name: 'email', autocomplete: 'username' }]],
      [
        '/sms',
        [
          { field: 'select', name: 'country', autocomplete: 'tel-country-code' },
          { field: 'input[type=tel]', name: 'phone', autocomplete: 'tel-national' },
        ],
      ],
    ];
    for (const [path, expected] of expectations) {
      const page = await open(path);
      await page.waitForSelector('.stw-root input');
      expect({ path, fields: await fields(page) }).toEqual({ path, fields: expected });
    }
  });

  it('OTP Authenticate: the code', async () => {
    const page = await open('/email');
    await new LoginPage(page).submitEmail(uniqueEmail('autofill-otp'));
    await new OtpPage(page).waitUntilShown();
    expect(await fields(page)).toEqual([
      { field: 'input[type=text]', name: 'otp', autocomplete: 'one-time-code' },
    ]);
  });

  it('Password Create, Password Login and the reset form: the username beside the password', async () => {
    const page = await open('/passwords');
    await new LoginPage(page).submitEmail(uniqueEmail('autofill-new'));
    await new PasswordPage(page).waitForCreate();
    const email = { field: 'input[type=email]', name: 'email', autocomplete: 'username' };
    expect(await fields(page)).toEqual([
      { ...email, readOnly: true },
      { field: 'input[type=password]', name: 'password', autocomplete: 'new-password' },
    ]);

    const existing = uniqueEmail('autofill-existing');
    await createUserWithPassword(env.api.url, TOKEN, existing, strongPassword());
    const again = await open('/passwords');
    await new LoginPage(again).submitEmail(existing);
    await new PasswordPage(again).waitForLogin();
    expect(await fields(again)).toEqual([
      { ...email, readOnly: true },
      { field: 'input[type=password]', name: 'password', autocomplete: 'current-password' },
    ]);

    const reset = await open('/reset?token=autofill-audit');
    await reset.waitForSelector('.stw-root input');
    expect(await fields(reset)).toEqual([
      { field: 'input[type=password]', name: 'password', autocomplete: 'new-password' },
    ]);
  });
});

describe.each([
  ['standalone bundle', ''],
  ['React entry in a React app', '/react-'],
])('values filled without input events are read at submit: %s', (_name, prefix) => {
  const path = (config: keyof typeof CONFIGS) => (prefix ? `${prefix}${config}` : `/${config}`);

  it('the email on Main and the code on OTP Authenticate (Enter submits it)', async () => {
    const page = await open(path('email'));
    const email = uniqueEmail('autofill-email');
    const login = new LoginPage(page);
    await login.waitUntilReady();
    await fillSilently(page, '.stw-root input[name="email"]', email);
    await page.click('.stw-root button[type="submit"]');
    await new OtpPage(page).waitUntilShown();
    await waitForText(page, `A 6-digit passcode was sent to you at ${email}.`);
    const { code } = await waitForMessage(env.api.url, { to: email });
    await fillSilently(page, '.stw-root input[name="otp"]', code as string);
    await page.focus('.stw-root input[name="otp"]');
    await page.keyboard.press('Enter');
    await new OtpPage(page).expectSuccess();
  });

  it('a value filled before bootstrap arrives survives the re-render bootstrap causes', async () => {
    const page = await env.newPage();
    const bootstrap = await holdRequests(page, /\/sdk\/v1\/projects\/bootstrap\//, ['GET']);
    await page.goto(`${env.pages.url}${prefix || '/'}late-email`);
    const release = await bootstrap.next();
    await new LoginPage(page).waitUntilReady();
    const email = uniqueEmail('autofill-early');
    await fillSilently(page, '.stw-root input[name="email"]', email);
    release();
    // Logged right after the widget took bootstrap in, so its render has happened by then.
    await waitForLoggedEvent(
      env.api.url,
      LATE_TOKEN[prefix as keyof typeof LATE_TOKEN],
      (e) => e.event_name === 'render_login_screen',
    );
    expect(
      await page.$eval('.stw-root input[name="email"]', (el) => (el as HTMLInputElement).value),
    ).toBe(email);
    await page.click('.stw-root button[type="submit"]');
    await waitForText(page, `A 6-digit passcode was sent to you at ${email}.`);
  });

  it('the phone number on Main', async () => {
    const page = await open(path('sms'));
    const number = uniqueUsNumber();
    await new PhonePage(page).waitUntilReady();
    await fillSilently(page, '.stw-root input[name="phone"]', number.national);
    await page.click('.stw-root button[type="submit"]');
    await new OtpPage(page).waitUntilShown();
    expect((await waitForMessage(env.api.url, { to: number.e164 })).to).toBe(number.e164);
  });

  it('the email on Main and the password on Password Login', async () => {
    const email = uniqueEmail('autofill-password');
    const password = strongPassword();
    await createUserWithPassword(env.api.url, TOKEN, email, password);
    const page = await open(path('passwords'));
    await new LoginPage(page).waitUntilReady();
    await fillSilently(page, '.stw-root input[name="email"]', email);
    await page.click('.stw-root button[type="submit"]');
    const passwords = new PasswordPage(page);
    await passwords.waitForLogin();
    await fillSilently(page, '.stw-root input[name="password"]', password);
    await page.click('.stw-root button[type="submit"]');
    await passwords.expectSuccess();
  });

  it('a new password on Password Create: taken in (strength check, Continue) once the field is touched', async () => {
    const page = await open(path('passwords'));
    await new LoginPage(page).submitEmail(uniqueEmail('autofill-create'));
    const passwords = new PasswordPage(page);
    await passwords.waitForCreate();
    await fillSilently(page, '.stw-root input[name="password"]', strongPassword());
    // Continue waits for the strength check, which only a value the widget knows can start.
    expect(await page.$eval('.stw-root button[type="submit"]', (b) => b.disabled)).toBe(true);
    await page.focus('.stw-root input[name="password"]');
    await passwords.continueButton().click();
    await passwords.expectSuccess();
  });
});
