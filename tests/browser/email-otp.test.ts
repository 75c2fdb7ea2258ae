import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { snippetPage } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { waitForText } from '../../harness/smoke/pages/queries';
import { emailOtpScenario } from '../../harness/smoke/scenarios/email-otp';
import { waitForMessage } from '../../harness/test-api/control-client';
import type { ConfigFile } from '../../widget/config/schema';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { reactHostPage } from '../support/react-host';
import { recordRequests, SEND_PATHS, wrongCodeFor } from '../support/requests';

const TOKEN = 'public-token-test-5b1d6c1e-2f7a-4e0e-8a55-0c7f3b3f9d10';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const config: ConfigFile = {
        publicToken: TOKEN,
        apiUrl,
        products: ['otp'],
        otpOptions: { methods: ['email'] },
      };
      const { publicToken, products, otpOptions } = config;
      return {
        '/': await snippetPage(config),
        '/react': reactHostPage({ publicToken, apiUrl, config: { products, otpOptions } }),
        '/bad-token': await snippetPage({ ...config, publicToken: 'not-a-token' }),
        '/missing-element': htmlPage(
          'missing',
          `<script type="module">
          import { mountLogin } from '/static/stytch-widget.js';
          try { mountLogin({ elementId: '#nowhere', publicToken: '${TOKEN}', config: { products: ['otp'], otpOptions: { methods: ['email'] } } }); }
          catch (error) { document.body.dataset.error = error.message; }
        </script>`,
        ),
      };
    },
    { reactHost: {} },
  );
});

afterAll(async () => {
  await env?.close();
});

// The same flows for both builds: the standalone bundle (Preact inside, through the HTML
// embed snippet) and the React entry inside a real React 19 app.
describe.each([
  ['standalone bundle via the embed snippet', '/'],
  ['React entry in a React app', '/react'],
])('email one-time passcode in real Chromium: %s', (_name, path) => {
  const pageUrl = () => `${env.pages.url}${path === '/' ? '' : path}`;

  it('logs in with the code from the outbox and the SDK sets the session cookie', async () => {
    const page = await env.newPage();
    await emailOtpScenario.run({
      page,
      pageUrl: pageUrl(),
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
    const cookies = await page.browserContext().cookies();
    expect(cookies.find((c) => c.name === 'stytch_session_jwt')?.value.split('.')).toHaveLength(3);
  });

  it('shows the main screen the product describes', async () => {
    const page = await env.newPage();
    await page.goto(pageUrl());
    const login = new LoginPage(page);
    await login.waitUntilReady();
    const text = await login.text();
    expect(text).toContain('Sign up or log in');
    expect(text).toContain('Continue with email');
    if (path === '/react') {
      expect(await page.evaluate(() => document.body.dataset.reactVersion)).toMatch(/^19\./);
    } else {
      expect(await page.evaluate(() => typeof window.StytchWidget?.mountLogin)).toBe('function');
    }
  });

  it('rejects an invalid email without calling the API', async () => {
    const page = await env.newPage();
    await page.goto(pageUrl());
    const login = new LoginPage(page);
    await login.waitUntilReady();
    const sends = recordRequests(page, SEND_PATHS);
    await login.submitEmail('not-an-email');
    await login.expectText('Invalid email, please try again.');
    // The test API refuses that address too, so its outbox cannot tell; the page's requests
    // can. A valid address next: the page sends in order, so its send must be the only one.
    const email = `after-invalid-${Date.now()}-${path.length}@example.com`;
    await login.submitEmail(email);
    await new OtpPage(page).waitUntilShown();
    expect(sends.seen).toEqual([
      { url: '/sdk/v1/otps/email/login_or_create', body: expect.objectContaining({ email }) },
    ]);
  });

  it('says a wrong code is invalid, then accepts the right one', async () => {
    const page = await env.newPage();
    const email = `wrong-code-${Date.now()}-${path.length}@example.com`;
    await page.goto(pageUrl());
    const login = new LoginPage(page);
    await login.waitUntilReady();
    await login.submitEmail(email);
    const otp = new OtpPage(page);
    await otp.waitUntilShown();
    const { code } = await waitForMessage(env.api.url, { to: email });
    const wrong = wrongCodeFor(code as string);
    await otp.enterCode(wrong);
    await waitForText(page, 'Invalid passcode, please try again.');
    await otp.enterCode(code as string);
    await otp.expectSuccess();
    expect(await login.text()).toContain('Success');
  });

  it('shows the countdown with a resend link on the passcode screen', async () => {
    const page = await env.newPage();
    await page.goto(pageUrl());
    const login = new LoginPage(page);
    await login.waitUntilReady();
    await login.submitEmail(`countdown-${Date.now()}@example.com`);
    await new OtpPage(page).waitUntilShown();
    const text = await login.text();
    expect(text).toMatch(/Your code expires in [45]:\d\d\. Didn't get it\?/);
    expect(text).toContain('Resend code');
  });
});

describe('mount errors', () => {
  it("shows the product's message for a malformed public token", async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}/bad-token`);
    await waitForText(page, 'Expected "public-token-...", got not-a-token.');
  });

  it('throws a clear error for a selector that matches nothing', async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}/missing-element`);
    await page.waitForFunction(() => document.body.dataset.error);
    const message = await page.evaluate(() => document.body.dataset.error);
    expect(message).toContain('no element matches "#nowhere"');
  });
});
