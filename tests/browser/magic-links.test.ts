import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectSnippetPage, snippetPage } from '../../harness/shared/snippet-page';
import { EmailConfirmationPage } from '../../harness/smoke/pages/EmailConfirmationPage';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { waitForText } from '../../harness/smoke/pages/queries';
import { magicLinkScenario } from '../../harness/smoke/scenarios/magic-link';
import { createTestApiClient, waitForMessage } from '../../harness/test-api/control-client';
import type { ConfigFile } from '../../widget/config/schema';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { reactHostPage } from '../support/react-host';
import { recordRequests, SEND_PATHS } from '../support/requests';

const TOKEN = 'public-token-test-7e2b9c41-3a6d-4f0e-b1c8-2d5e9f4a7b60';

let env: BrowserEnv;

beforeAll(async () => {
  const pages: Record<string, string> = {};
  env = await startBrowserEnv(
    async (apiUrl) => {
      const products: ConfigFile['products'] = ['emailMagicLinks'];
      pages['/'] = await snippetPage({ publicToken: TOKEN, apiUrl, products });
      pages['/react'] = reactHostPage({ publicToken: TOKEN, apiUrl, config: { products } });
      pages['/with-sms'] = await snippetPage({
        publicToken: TOKEN,
        apiUrl,
        products: ['otp', 'emailMagicLinks'],
        otpOptions: { methods: ['sms'] },
      });
      return pages;
    },
    { reactHost: {} },
  );
  // These pages name the page server's own address, known only once it listens; the server
  // reads its page table on each request, so they can be added now.
  const configured: ConfigFile = {
    publicToken: TOKEN,
    apiUrl: env.api.url,
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: {
      loginRedirectURL: `${env.pages.url}/authenticate`,
      signupRedirectURL: `${env.pages.url}/authenticate`,
      loginExpirationMinutes: 20,
      signupExpirationMinutes: 45,
    },
  };
  pages['/configured'] = await snippetPage(configured);
  pages['/authenticate'] = await redirectSnippetPage(configured);
});

afterAll(async () => {
  await env?.close();
});

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function sendLink(path: string, email: string): Promise<{ page: Page }> {
  const page = await env.newPage();
  await page.goto(`${env.pages.url}${path}`);
  const login = new LoginPage(page);
  await login.waitUntilReady();
  await login.submitEmail(email);
  await new EmailConfirmationPage(page).waitUntilShown();
  return { page };
}

interface LoggedEvent {
  event_name: string;
  payload: { event: { details?: Record<string, unknown> } };
}

/** Waits for the SDK's event batch (flushed every 800 ms) to carry an event for this email. */
async function waitForEvent(name: string, email: string): Promise<LoggedEvent> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const events = (await createTestApiClient(env.api.url).events()) as LoggedEvent[];
    const found = events.find(
      (e) => e.event_name === name && e.payload.event.details?.email === email,
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No ${name} event for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The same flows for both builds: the standalone bundle (Preact inside, through the HTML
// embed snippet) and the React entry inside a real React 19 app.
describe.each([
  ['standalone bundle via the embed snippet', '/'],
  ['React entry in a React app', '/react'],
])('email magic links in real Chromium: %s', (_name, path) => {
  it("says 'Invalid email address' for a bad one and sends nothing", async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}${path}`);
    const login = new LoginPage(page);
    await login.waitUntilReady();
    const sends = recordRequests(page, SEND_PATHS);
    await login.submitEmail('not-an-email');
    await login.expectText('Invalid email address');
    expect(await page.$('::-p-aria([role="alert"])')).not.toBeNull();
    // The test API refuses that address too, so its outbox cannot tell; the page's requests
    // can. A valid address next: the page sends in order, so its send must be the only one.
    const email = uniqueEmail('after-invalid');
    await login.submitEmail(email);
    await new EmailConfirmationPage(page).waitUntilShown();
    expect(sends.seen).toEqual([
      {
        url: '/sdk/v1/magic_links/email/login_or_create',
        body: expect.objectContaining({ email }),
      },
    ]);
  });

  it('shows Email Confirmation with webmail links searching for the project domain', async () => {
    const email = uniqueEmail('confirm');
    const { page } = await sendLink(path, email);
    const confirmation = new EmailConfirmationPage(page);
    await confirmation.expectSentTo(email);
    await waitForText(page, 'Check your email');
    // The test API's project sends from stytch.com (bootstrap emailDomains).
    expect(await confirmation.mailboxLink('gmail')).toEqual({
      href: 'https://mail.google.com/mail/u/0/#search/from%3Astytch.com+in%3Aanywhere',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect((await confirmation.mailboxLink('yahoo')).href).toBe(
      'https://mail.yahoo.com/d/search/keyword=from%253Astytch.com',
    );
    expect((await confirmation.mailboxLink('outlook')).href).toBe(
      'https://outlook.live.com/mail/0/',
    );
    const sent = await waitForEvent('email_sent', email);
    expect(sent.payload.event.details).toEqual({ email, type: 'login_or_create_eml' });
  });

  it('links back to the page it was sent from, without its query, by default', async () => {
    const email = uniqueEmail('default-url');
    await sendLink(`${path}?campaign=spring`, email);
    const message = await waitForMessage(env.api.url, { to: email, kind: 'magic_link' });
    expect(message.link).toMatch(
      new RegExp(`^${env.pages.url}${path}\\?stytch_token_type=magic_links&token=[^&]+$`),
    );
    // The widget's 30-minute default went to the API.
    expect(message.body).toContain('expires in 30 minutes');
  });

  it('Try again clears the email, returns to Main and logs email_try_again_clicked', async () => {
    const email = uniqueEmail('try-again');
    const { page } = await sendLink(path, email);
    await new EmailConfirmationPage(page).tryAgain();
    const login = new LoginPage(page);
    await login.waitUntilReady();
    await waitForText(page, 'Sign up or log in');
    const field = await login.emailField().waitHandle();
    expect(await field.evaluate((el) => (el as HTMLInputElement).value)).toBe('');
    const event = await waitForEvent('email_try_again_clicked', email);
    expect(event.payload.event.details).toEqual({ email, type: 'login_or_create_eml' });
  });

  it('the back arrow returns to Main', async () => {
    const { page } = await sendLink(path, uniqueEmail('back'));
    await new EmailConfirmationPage(page).back();
    await new LoginPage(page).waitUntilReady();
    await waitForText(page, 'Sign up or log in');
  });
});

describe('email magic links in real Chromium: redirect pages', () => {
  it('runs the smoke scenario: link from the outbox, login, token gone from the address bar', async () => {
    const page = await env.newPage();
    await magicLinkScenario.run({
      page,
      pageUrl: env.pages.url,
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
  });

  it('runs the smoke scenario under the Email tab when SMS is offered too', async () => {
    const page = await env.newPage();
    await magicLinkScenario.run({
      page,
      pageUrl: `${env.pages.url}/with-sms`,
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
  });

  it('sends the configured redirect URL and expirations; the redirect page logs in', async () => {
    const email = uniqueEmail('configured');
    await sendLink('/configured', email);
    const signup = await waitForMessage(env.api.url, { to: email, kind: 'magic_link' });
    expect(signup.link).toContain(
      `${env.pages.url}/authenticate?stytch_token_type=magic_links&token=`,
    );
    expect(signup.body).toContain('expires in 45 minutes');

    const page = await env.newPage();
    await page.goto(signup.link as string);
    // The redirect snippet moves on to its after-login URL (`/`) once logged in.
    await page.waitForFunction(() => location.pathname === '/');
    expect(await page.evaluate(() => location.search)).toBe('');
    expect(page.url()).toBe(`${env.pages.url}/`);
    const cookies = await page.browserContext().cookies();
    expect(cookies.find((c) => c.name === 'stytch_session')?.value).toBeTruthy();

    // Now an existing user: the login URL and login expiry apply.
    await sendLink('/configured', email);
    const login = await waitForMessage(
      env.api.url,
      { to: email, kind: 'magic_link' },
      { after: 1 },
    );
    expect(login.link).toContain(`${env.pages.url}/authenticate?stytch_token_type=magic_links`);
    expect(login.body).toContain('expires in 20 minutes');
  });

  it('a used link cannot log in twice', async () => {
    const email = uniqueEmail('replay');
    await sendLink('/configured', email);
    const { link } = await waitForMessage(env.api.url, { to: email, kind: 'magic_link' });
    const first = await env.newPage();
    await first.goto(link as string);
    await first.waitForFunction(() => location.pathname === '/');
    const second = await env.newPage();
    await second.goto(link as string);
    await waitForText(second, 'Sign-in failed');
    expect(await second.evaluate(() => location.search)).toBe('');
  });
});
