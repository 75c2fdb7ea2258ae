import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetPage } from '../../harness/shared/snippet-page';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { PhonePage } from '../../harness/smoke/pages/PhonePage';
import { waitForText, widgetText } from '../../harness/smoke/pages/queries';
import { smsOtpScenario, uniqueUsNumber } from '../../harness/smoke/scenarios/sms-otp';
import { whatsappOtpScenario } from '../../harness/smoke/scenarios/whatsapp-otp';
import { readOutbox } from '../../harness/test-api/control-client';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { reactHostPage } from '../support/react-host';
import { recordRequests, SEND_PATHS } from '../support/requests';

const TOKEN = 'public-token-test-0c3e7a52-7d4e-4b8e-9a59-5f1f0e6b2c31';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const pages: Record<string, string> = {};
      const methods = {
        sms: ['sms'],
        whatsapp: ['whatsapp'],
        tabs: ['sms', 'whatsapp', 'email'],
      } as const;
      for (const [name, list] of Object.entries(methods)) {
        const config = { products: ['otp' as const], otpOptions: { methods: [...list] } };
        pages[`/${name}`] = await snippetPage({ publicToken: TOKEN, apiUrl, ...config });
        pages[`/react/${name}`] = reactHostPage({ publicToken: TOKEN, apiUrl, config });
      }
      pages['/shadow'] = await snippetPage({
        publicToken: TOKEN,
        apiUrl,
        products: ['otp'],
        otpOptions: { methods: ['sms'] },
        enableShadowDOM: true,
      });
      return pages;
    },
    { reactHost: {} },
  );
});

afterAll(async () => {
  await env?.close();
});

async function phonePage(prefix: string, path: string, channel: 'sms' | 'whatsapp' = 'sms') {
  const page = await env.newPage();
  await page.goto(`${env.pages.url}${prefix}${path}`);
  const phone = new PhonePage(page, channel);
  await phone.waitUntilReady();
  return { page, phone };
}

// The same flows for both builds: the standalone bundle (Preact inside, through the HTML
// embed snippet) and the React entry inside a real React 19 app.
describe.each([
  ['standalone bundle via the embed snippet', ''],
  ['React entry in a React app', '/react'],
])('SMS and WhatsApp one-time passcodes in real Chromium: %s', (_name, prefix) => {
  it('logs in by SMS with the code the outbox received at the E.164 number', async () => {
    const page = await env.newPage();
    await smsOtpScenario.run({
      page,
      pageUrl: `${env.pages.url}${prefix}/sms`,
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
    const messages = await readOutbox(env.api.url, { channel: 'sms' });
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message.to).toMatch(/^\+1213\d{7}$/);
      expect(message.code).toMatch(/^\d{6}$/);
    }
  });

  it('logs in by WhatsApp, the message going out on the whatsapp channel', async () => {
    const page = await env.newPage();
    await whatsappOtpScenario.run({
      page,
      pageUrl: `${env.pages.url}${prefix}/whatsapp`,
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
    const messages = await readOutbox(env.api.url, { channel: 'whatsapp' });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => /^\+1213\d{7}$/.test(m.to))).toBe(true);
  });

  it('shows the international number on the passcode screen', async () => {
    const { page, phone } = await phonePage(prefix, '/sms');
    const number = uniqueUsNumber();
    await phone.submitNumber(number.national);
    await new OtpPage(page).waitUntilShown();
    const display = `+1 213 ${number.national.slice(3, 6)} ${number.national.slice(6)}`;
    await waitForText(page, `A 6-digit passcode was sent to you at ${display}.`);
  });

  it('defaults the country selector to the US and labels options "+{code} {name}"', async () => {
    const { phone } = await phonePage(prefix, '/sms');
    expect(await phone.selectedCountry()).toEqual({ code: 'US', label: '+1 United States' });
    const labels = await phone.optionLabels();
    expect(labels.length).toBeGreaterThan(200);
    expect(labels).toContain('+44 United Kingdom');
    expect(labels).toContain('+91 India');
    for (const label of labels) expect(label).toMatch(/^\+\d{1,4} \S.*$/);
  });

  it("has the product's placeholder and submit label", async () => {
    const { page, phone } = await phonePage(prefix, '/whatsapp', 'whatsapp');
    const field = await phone.phoneField().waitHandle();
    expect(await field.evaluate((el) => el.getAttribute('placeholder'))).toBe('(123) 456-7890');
    expect(await field.evaluate((el) => (el as HTMLInputElement).required)).toBe(true);
    expect(await widgetText(page)).toContain('Continue with WhatsApp');
  });

  it('reformats the number nationally as it is typed, and backspace works through ")"', async () => {
    const { page, phone } = await phonePage(prefix, '/sms');
    const seen: string[] = [];
    await (await phone.phoneField().waitHandle()).click();
    for (const digit of '2133734253') {
      await page.keyboard.type(digit);
      seen.push(await phone.fieldValue());
    }
    expect(seen).toEqual([
      '2',
      '21',
      '(213)',
      '(213) 3',
      '(213) 37',
      '(213) 373',
      '(213) 373-4',
      '(213) 373-42',
      '(213) 373-425',
      '(213) 373-4253',
    ]);
    for (let i = 0; i < 7; i++) await page.keyboard.press('Backspace');
    expect(await phone.fieldValue()).toBe('(213)');
    await page.keyboard.press('Backspace');
    expect(await phone.fieldValue()).toBe('21');
  });

  it('formats for the chosen country', async () => {
    const { phone } = await phonePage(prefix, '/sms');
    await phone.chooseCountry('GB');
    await phone.typeNumber('07400123456');
    expect(await phone.fieldValue()).toBe('07400 123456');
  });

  it("says 'Invalid phone number, please try again.' and sends nothing", async () => {
    const { page, phone } = await phonePage(prefix, '/sms');
    const sends = recordRequests(page, SEND_PATHS);
    await phone.submitNumber('21337');
    await waitForText(page, 'Invalid phone number, please try again.');
    const alert = await page.$('::-p-aria([role="alert"])');
    expect(alert).not.toBeNull();
    // A valid US number read with another country selected is invalid there.
    const number = uniqueUsNumber();
    await phone.chooseCountry('GB');
    await phone.page.locator('::-p-aria([name="Phone number"][role="textbox"])').fill('');
    await phone.submitNumber(number.national);
    await waitForText(page, 'Invalid phone number, please try again.');
    // The test API would refuse both numbers too, so its outbox cannot tell; the page's
    // requests can. Back to the US, the same digits are valid: the page sends in order, so
    // this send must be the only one.
    await phone.chooseCountry('US');
    await phone.submitButton().click();
    await new OtpPage(page).waitUntilShown();
    expect(sends.seen).toEqual([
      {
        url: '/sdk/v1/otps/sms/login_or_create',
        body: expect.objectContaining({ phone_number: number.e164 }),
      },
    ]);
  });

  it('shows the phone forms under the Text (SMS) and WhatsApp tabs', async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}${prefix}/tabs`);
    const sms = new PhonePage(page, 'sms');
    await sms.waitUntilReady();
    await sms.submitButton().wait();
    await sms.openTab('whatsapp');
    await new PhonePage(page, 'whatsapp').submitButton().wait();
    await sms.openTab('email');
    await waitForText(page, 'Continue with email');
  });
});

describe('the phone form inside a shadow root (enableShadowDOM)', () => {
  it('formats as typed, keeps backspace working, and logs in', async () => {
    const { page, phone } = await phonePage('', '/shadow');
    expect(await page.evaluate(() => document.querySelector('.stw-root'))).toBeNull();
    await (await phone.phoneField().waitHandle()).click();
    await page.keyboard.type('2133');
    expect(await phone.fieldValue()).toBe('(213) 3');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await phone.fieldValue()).toBe('21');
    await smsOtpScenario.run({
      page,
      pageUrl: `${env.pages.url}/shadow`,
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
  });
});
