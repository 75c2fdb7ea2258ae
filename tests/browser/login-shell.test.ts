import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { snippetPage } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { byRole, waitForText } from '../../harness/smoke/pages/queries';
import { emailOtpScenario } from '../../harness/smoke/scenarios/email-otp';
import { readOutbox, waitForMessage } from '../../harness/test-api/control-client';
import type { ConfigFile } from '../../widget/config/schema';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { installFakeTime } from '../support/fake-time';
import {
  type LoggedEvent,
  loggedEvents as loggedEventsOf,
  waitForLoggedEvent as waitForLoggedEventOf,
} from '../support/logged-events';
import { holdRequests, wrongCodeFor } from '../support/requests';

const TOKEN = 'public-token-test-0d9b2c4a-7e61-4f3a-b0a2-5c8d9e1f2a3b';
const EVENTS_TOKEN = 'public-token-test-e1e2e3e4-0000-4aaa-8bbb-123456789abc';
const NO_WATERMARK_TOKEN = 'public-token-test-5d6e7f80-1111-4ccc-9ddd-abcdefabcdef';
const WATERMARK_TOKEN = 'public-token-test-4c3b2a19-0f8e-4d7c-a6b5-948372615a0b';
const HOSTILE_CSS = `<style>
  * { margin: 13px; font-family: "Courier New", monospace; letter-spacing: 3px; }
  button { background: rgb(255, 0, 0); text-transform: uppercase; height: 10px; }
  input { border: 5px dashed rgb(255, 0, 0); }
  h1 { font-size: 60px; }
</style>`;

let env: BrowserEnv;
let config: ConfigFile;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      config = {
        publicToken: TOKEN,
        apiUrl,
        products: ['otp'],
        otpOptions: { methods: ['email'] },
      };
      const mount = (options: string) => `<div id="login"></div><script type="module">
      import { mountLogin } from '/static/stytch-widget.js';
      window.__events = []; window.__errors = [];
      mountLogin(${options});
    </script>`;
      return {
        '/': await snippetPage(config),
        '/shadow': await snippetPage({ ...config, enableShadowDOM: true }),
        '/watermark': await snippetPage({ ...config, publicToken: WATERMARK_TOKEN }),
        '/events-once': await snippetPage({ ...config, publicToken: EVENTS_TOKEN }),
        '/no-watermark': await snippetPage({ ...config, publicToken: NO_WATERMARK_TOKEN }),
        '/hostile': htmlPage(
          'hostile',
          `${HOSTILE_CSS}<button id="host-button">Host</button><input id="host-input">${(await snippetPage(config)).split('<body>')[1]?.split('</body>')[0]}`,
        ),
        '/callbacks': htmlPage(
          'callbacks',
          mount(`{ elementId: '#login', publicToken: '${TOKEN}', apiUrl: '${apiUrl}',
          config: { products: ['otp'], otpOptions: { methods: ['email'] } },
          callbacks: { onEvent: (e) => window.__events.push(e.type), onError: (e) => window.__errors.push(e.kind + ':' + e.errorType) } }`),
        ),
        '/themed': htmlPage(
          'themed',
          mount(`{ elementId: '#login', publicToken: '${TOKEN}', apiUrl: '${apiUrl}',
          config: { products: ['otp'], otpOptions: { methods: ['email'] } },
          styles: { colors: { primary: 'rgb(1, 2, 3)' }, container: { width: '320px' }, hideHeaderText: true, logo: { logoImageUrl: 'http://localhost/logo.png' } },
          strings: { 'email.submit': 'Get my code' } }`),
        ),
        '/config-errors': htmlPage(
          'config errors',
          mount(
            `{ elementId: '#login', publicToken: '${TOKEN}', apiUrl: '${apiUrl}', config: { products: ['passkeys'] } }`,
          ) +
            `<div id="second"></div><script type="module">
            import { mountLogin } from '/static/stytch-widget.js';
            mountLogin({ elementId: '#second', publicToken: '${TOKEN}', config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } } });
          </script>`,
        ),
      };
    },
    { api: { projects: { [WATERMARK_TOKEN]: { disableSdkWatermark: false } } } },
  );
});

afterAll(async () => {
  await env?.close();
});

async function reachOtpScreen(page: Page, path = '/'): Promise<string> {
  const email = `shell-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.goto(`${env.pages.url}${path}`);
  const login = new LoginPage(page);
  await login.waitUntilReady();
  await login.submitEmail(email);
  await new OtpPage(page).waitUntilShown();
  return email;
}

const loggedEvents = (token: string) => loggedEventsOf(env.api.url, token);
const waitForLoggedEvent = (token: string, match: (e: LoggedEvent) => boolean) =>
  waitForLoggedEventOf(env.api.url, token, match);

describe('login mount shell', () => {
  it('renders inside a shadow root with enableShadowDOM and still logs in', async () => {
    const page = await env.newPage();
    await emailOtpScenario.run({
      page,
      pageUrl: `${env.pages.url}/shadow`,
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
    const where = await page.evaluate(() => ({
      inDocument: document.querySelectorAll('.stw-root').length,
      inShadow: document.querySelector('#stytch-login')?.shadowRoot?.querySelectorAll('.stw-root')
        .length,
    }));
    expect(where).toEqual({ inDocument: 0, inShadow: 1 });
  });

  it("keeps the host's ordinary styles out of the widget and its styles out of the host", async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}/hostile`);
    await new LoginPage(page).waitUntilReady();
    const styles = await page.evaluate(() => {
      const css = (el: Element | null) => (el ? getComputedStyle(el) : null);
      const button = css(document.querySelector('.stw-root .stw-button'));
      const input = css(document.querySelector('.stw-root .stw-input'));
      const h1 = css(document.querySelector('.stw-root h1'));
      const hostButton = css(document.querySelector('#host-button'));
      const hostInput = css(document.querySelector('#host-input'));
      return {
        button: [
          button?.backgroundColor,
          button?.textTransform,
          button?.height,
          button?.letterSpacing,
        ],
        input: [input?.borderTopStyle, input?.borderTopWidth],
        h1: h1?.fontSize,
        font: button?.fontFamily,
        host: [hostButton?.backgroundColor, hostInput?.borderTopStyle],
      };
    });
    expect(styles.button).toEqual(['rgb(25, 48, 61)', 'none', '45px', 'normal']);
    expect(styles.input).toEqual(['solid', '1px']);
    expect(styles.h1).toBe('24px');
    expect(styles.font).toContain('Arial');
    expect(styles.host).toEqual(['rgb(255, 0, 0)', 'dashed']);
  });

  it('counts down, says the code expired at zero, and resends with a toast', async () => {
    const page = await env.newPage();
    const advance = await installFakeTime(page);
    const email = await reachOtpScreen(page);
    const login = new LoginPage(page);
    expect(await login.text()).toMatch(/Your code expires in (5:00|4:5\d)\. Didn't get it\?/);
    await advance(5 * 60_000);
    await waitForText(page, 'Your code has expired.');
    await byRole(page, 'button', 'Resend code').click();
    await waitForText(page, 'Code resent');
    await page.waitForFunction(() =>
      /Your code expires in (5:00|4:5\d)/.test(document.body.textContent ?? ''),
    );
    const messages = await readOutbox(env.api.url, { to: email });
    expect(messages).toHaveLength(2);
    await new OtpPage(page).enterCode(messages[1]?.code as string);
    await new OtpPage(page).expectSuccess();
  });

  it("disables the submit button with a spinner, then shows 'Verifying passcode...' while busy", async () => {
    const page = await env.newPage();
    await page.goto(env.pages.url);
    const login = new LoginPage(page);
    await login.waitUntilReady();
    // Hold each API call until the test has looked at the busy state.
    const calls = await holdRequests(page, /\/otps\/(email\/login_or_create|authenticate)$/);
    const email = `busy-${Date.now()}@example.com`;
    await login.submitEmail(email);
    await page.waitForFunction(
      () => document.querySelector('.stw-button')?.getAttribute('aria-busy') === 'true',
    );
    expect(
      await page.$eval('.stw-button', (b) => [
        (b as HTMLButtonElement).disabled,
        !!b.querySelector('.stw-spinner'),
      ]),
    ).toEqual([true, true]);
    (await calls.next())();
    const otp = new OtpPage(page);
    await otp.waitUntilShown();
    const { code } = await waitForMessage(env.api.url, { to: email });
    await otp.enterCode(code as string);
    await waitForText(page, 'Verifying passcode...');
    expect(await page.$eval('.stw-otp input', (i) => (i as HTMLInputElement).disabled)).toBe(true);
    (await calls.next())();
    await otp.expectSuccess();
  });

  it("shows a failed resend's message in an error toast", async () => {
    const page = await env.newPage();
    await reachOtpScreen(page);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/otps/email/login_or_create')) {
        void request.respond({
          status: 429,
          contentType: 'application/json',
          headers: {
            'access-control-allow-origin': env.pages.url,
            'access-control-allow-credentials': 'true',
          },
          body: JSON.stringify({
            status_code: 429,
            error_type: 'too_many_requests',
            error_message: 'Too many requests have been made.',
            error_url: 'https://stytch.com/docs/api/errors/429',
          }),
        });
      } else void request.continue();
    });
    await byRole(page, 'button', 'Resend code').click();
    await waitForText(page, 'Too many requests have been made.');
    const toastClass = await page.evaluate(() => document.querySelector('.stw-toast')?.className);
    expect(toastClass).toContain('stw-toast--error');
  });

  it("tells the host's callbacks about events and errors", async () => {
    const page = await env.newPage();
    const email = await reachOtpScreen(page, '/callbacks');
    const { code } = await waitForMessage(env.api.url, { to: email });
    await new OtpPage(page).enterCode(wrongCodeFor(code as string));
    await waitForText(page, 'Invalid passcode, please try again.');
    await new OtpPage(page).enterCode(code as string);
    await new OtpPage(page).expectSuccess();
    const seen = await page.evaluate(() => ({
      events: (window as unknown as { __events: string[] }).__events,
      errors: (window as unknown as { __errors: string[] }).__errors,
    }));
    expect(seen.events).toEqual([
      'OTP_LOGIN_OR_CREATE',
      'OTP_AUTHENTICATE',
      'AUTHENTICATE_FLOW_COMPLETE',
    ]);
    expect(seen.errors).toHaveLength(1);
    expect(seen.errors[0]).toMatch(/^api:/);
  });

  it('logs render_login_screen once per mount and email_sent through the provider event endpoint', async () => {
    const page = await env.newPage();
    const email = await reachOtpScreen(page, '/events-once');
    // The SDK sends its batches in order: once email_sent is in, every render_login_screen
    // logged before the submit (at bootstrap, where the duplicates came from) is in too.
    await waitForLoggedEvent(EVENTS_TOKEN, (e) => e.payload.event?.details?.email === email);
    const events = await loggedEvents(EVENTS_TOKEN);
    expect(events.filter((e) => e.event_name === 'render_login_screen')).toHaveLength(1);
    expect(events.find((e) => e.event_name === 'email_sent')?.payload.event?.details).toEqual({
      email,
      type: 'login_or_create_otp',
    });
  });

  it('applies styles, logo, hidden header and string overrides', async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}/themed`);
    await byRole(page, 'button', 'Get my code').wait();
    const look = await page.evaluate(() => ({
      header: document.querySelector('.stw-root h1')?.textContent ?? null,
      logo: !!document.querySelector('.stw-root img.stw-logo'),
      width: getComputedStyle(document.querySelector('.stw-container') as Element).width,
      button: getComputedStyle(document.querySelector('.stw-button') as Element).backgroundColor,
    }));
    expect(look).toEqual({ header: null, logo: true, width: '320px', button: 'rgb(1, 2, 3)' });
  });

  it('shows the powered-by watermark only when bootstrap says to', async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}/watermark`);
    await page.waitForSelector('.stw-watermark a[href="https://stytch.com"]');
    const other = await env.newPage();
    // Most projects never show it, so its code is fetched only when bootstrap asks for it.
    const fetched: string[] = [];
    other.on('request', (request) => fetched.push(request.url()));
    await other.goto(`${env.pages.url}/no-watermark`);
    // render_login_screen is logged right after the widget took bootstrap's answer.
    await waitForLoggedEvent(NO_WATERMARK_TOKEN, (e) => e.event_name === 'render_login_screen');
    await waitForText(other, 'Sign up or log in');
    expect(await other.$('.stw-watermark')).toBeNull();
    expect(fetched.filter((url) => /\/chunks\/Watermark-/.test(url))).toEqual([]);
    expect(fetched.some((url) => url.includes('/chunks/'))).toBe(true);
  });

  it('moves focus sensibly: the passcode field is ready to type into', async () => {
    const page = await env.newPage();
    const email = await reachOtpScreen(page);
    const { code } = await waitForMessage(env.api.url, { to: email });
    await page.keyboard.type(code as string);
    await new OtpPage(page).expectSuccess();
  });

  it("shows the product's configuration errors as screen text", async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}/config-errors`);
    await waitForText(
      page,
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
    await waitForText(page, 'Error: Cannot use both EML and Email OTP');
  });
});
