import { createHash } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { redirectSnippetPage, snippetPage } from '../../harness/shared/snippet-page';
import type { ConsentDetails } from '../../harness/smoke/pages/ConsentPage';
import { OAuthPage } from '../../harness/smoke/pages/OAuthPage';
import { byRole, waitForText, widgetText } from '../../harness/smoke/pages/queries';
import { oauthScenario } from '../../harness/smoke/scenarios/oauth';
import { basicAuthHeader } from '../../harness/test-api/http/auth';
import type { ConfigFile } from '../../widget/config/schema';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { reactHostPage } from '../support/react-host';

const TOKEN = 'public-token-test-0a7e51c2-4b8d-4e3f-9c61-oauth0000001';
// A project that requires PKCE for OAuth (its bootstrap says pkce_required_for_oauth).
const PKCE_TOKEN = 'public-token-test-0a7e51c2-4b8d-4e3f-9c61-oauthpkce001';

const PROVIDERS: NonNullable<ConfigFile['oauthOptions']>['providers'] = [
  { type: 'google' },
  {
    type: 'github',
    custom_scopes: ['read:user', 'user:email'],
    provider_params: { prompt: 'consent', login: 'octocat' },
  },
  { type: 'apple' },
];

let env: BrowserEnv;

beforeAll(async () => {
  const pages: Record<string, string> = {};
  env = await startBrowserEnv(async () => pages, {
    reactHost: {},
    api: { projects: { [PKCE_TOKEN]: { pkceRequiredForOauth: true } } },
  });
  // The redirect URLs name the page server's own address, known only once it listens; the
  // server reads its page table on each request, so the pages can be added now.
  const configFor = (publicToken: string, prefix: string): ConfigFile => ({
    publicToken,
    apiUrl: env.api.url,
    products: ['oauth'],
    oauthOptions: {
      providers: PROVIDERS,
      loginRedirectURL: `${env.pages.url}${prefix}/authenticate`,
      signupRedirectURL: `${env.pages.url}${prefix}/welcome`,
    },
    sessionOptions: { sessionDurationMinutes: 45 },
  });
  const plain = configFor(TOKEN, '');
  const pkce = configFor(PKCE_TOKEN, '/pkce');
  const { publicToken, apiUrl, ...config } = plain;
  pages['/'] = await snippetPage(plain);
  pages['/react'] = reactHostPage({ publicToken, apiUrl, config });
  pages['/pkce'] = await snippetPage(pkce);
  for (const [prefix, cfg] of [
    ['', plain],
    ['/pkce', pkce],
  ] as const) {
    // Both land on the redirect page `stytch-widget snippet --format redirect` writes.
    pages[`${prefix}/authenticate`] = await redirectSnippetPage(cfg, { afterLoginUrl: '/done' });
    pages[`${prefix}/welcome`] = await redirectSnippetPage(cfg, { afterLoginUrl: '/done' });
  }
  pages['/done'] = htmlPage('Logged in', '<p>Logged in</p>');
  pages['/with-otp'] = await snippetPage({
    publicToken: TOKEN,
    apiUrl: env.api.url,
    products: ['oauth', 'otp'],
    otpOptions: { methods: ['email'] },
    oauthOptions: { providers: [{ type: 'twitch' }, { type: 'figma' }] },
  });
  pages['/otp-only'] = await snippetPage({
    publicToken: TOKEN,
    apiUrl: env.api.url,
    products: ['otp'],
    otpOptions: { methods: ['email'] },
  });
});

afterAll(async () => {
  await env?.close();
});

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface Finished {
  page: Page;
  startUrl: URL;
  consent: ConsentDetails;
  /** The pages the browser was on, in order. */
  visited: string[];
  authenticate: { request: Record<string, unknown>; response: Record<string, unknown> };
}

/**
 * Keeps the SDK's /oauth/authenticate request and answer in sessionStorage: the redirect page
 * moves on as soon as it is logged in, which would take them along.
 */
async function recordAuthenticate(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/sdk/v1/oauth/authenticate')) {
        sessionStorage.setItem(
          'oauth-authenticate',
          JSON.stringify({ request: init?.body ?? null, response: await response.clone().text() }),
        );
      }
      return response;
    };
  });
}

/** Main → 'Continue with {provider}' → the consent page → Allow → redirect page → /done. */
async function signIn(path: string, provider: string, email: string): Promise<Finished> {
  const page = await env.newPage();
  await recordAuthenticate(page);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto(`${env.pages.url}${path}`);
  const consentPage = await new OAuthPage(page).continueWith(provider);
  const startUrl = consentPage.startUrl();
  const consent = await consentPage.details();
  await consentPage.allow(email);
  await page.waitForFunction(() => location.pathname === '/done');
  const recorded = await page.evaluate(() => sessionStorage.getItem('oauth-authenticate'));
  const { request, response } = JSON.parse(recorded ?? 'null') as {
    request: string;
    response: string;
  };
  return {
    page,
    startUrl,
    consent,
    visited,
    authenticate: {
      request: JSON.parse(request),
      response: (JSON.parse(response) as { data: Record<string, unknown> }).data,
    },
  };
}

/** The test API's answer for the session in the browser's `stytch_session` cookie. */
async function sessionOf(page: Page, publicToken: string) {
  const cookie = (await page.browserContext().cookies()).find((c) => c.name === 'stytch_session');
  expect(cookie?.value).toBeTruthy();
  const response = await fetch(`${env.api.url}/sdk/v1/sessions/authenticate`, {
    method: 'POST',
    headers: {
      Authorization: basicAuthHeader(publicToken, cookie?.value),
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      data: {
        user: {
          user_id: string;
          emails: { email: string }[];
          providers: { provider_type: string }[];
        };
        session: { authentication_factors: { delivery_method: string }[] };
      };
    }
  ).data;
}

// The same flows for both builds: the standalone bundle (Preact inside, through the HTML
// embed snippet) and the React entry inside a real React 19 app. The redirect page is the
// snippet's either way; the SDK's state (the PKCE verifier) is per origin and public token.
describe.each([
  ['standalone bundle via the embed snippet', '/'],
  ['React entry in a React app', '/react'],
])('OAuth in real Chromium: %s', (_name, path) => {
  it("shows 'Continue with {provider}' in the configured order", async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}${path}`);
    expect(await new OAuthPage(page).providers()).toEqual(['Google', 'GitHub', 'Apple']);
  });

  it.each([
    ['google', 'Google'],
    ['github', 'GitHub'],
    ['apple', 'Apple'],
  ])('signs up with %s through the consent page, then logs in again', async (type, name) => {
    const email = uniqueEmail(`oauth-${type}`);
    const first = await signIn(path, name, email);
    expect(first.startUrl.pathname).toBe(`/v1/public/oauth/${type}/start`);
    expect(first.startUrl.searchParams.get('public_token')).toBe(TOKEN);
    expect(first.consent).toMatchObject({
      provider: type,
      pkce: false,
      loginRedirect: `${env.pages.url}/authenticate`,
      signupRedirect: `${env.pages.url}/welcome`,
    });
    // A new user comes back to the signup URL, and the redirect page moves on, token gone.
    expect(first.visited.slice(-2)).toEqual(['/welcome', '/done']);
    expect(first.authenticate.request).toMatchObject({ session_duration_minutes: 45 });
    expect(first.authenticate.request).not.toHaveProperty('code_verifier');
    expect(first.authenticate.response).toMatchObject({
      provider_type: type,
      user_created: true,
    });
    const session = await sessionOf(first.page, TOKEN);
    expect(session.user.emails.map((e) => e.email)).toEqual([email]);
    expect(session.user.providers.map((p) => p.provider_type)).toEqual([type]);
    expect(session.session.authentication_factors[0]?.delivery_method).toBe(`oauth_${type}`);

    // The same identity again: a login, to the login URL, the same user.
    const again = await signIn(path, name, email);
    expect(again.visited.slice(-2)).toEqual(['/authenticate', '/done']);
    expect(again.authenticate.response).toMatchObject({ user_created: false });
    expect((await sessionOf(again.page, TOKEN)).user.user_id).toBe(session.user.user_id);
  });

  it("sends the provider's custom scopes and parameters, which the provider answers with", async () => {
    const { startUrl, consent, authenticate } = await signIn(
      path,
      'GitHub',
      uniqueEmail('oauth-scopes'),
    );
    expect(startUrl.searchParams.get('custom_scopes')).toBe('read:user user:email');
    expect(startUrl.searchParams.get('provider_prompt')).toBe('consent');
    expect(startUrl.searchParams.get('provider_login')).toBe('octocat');
    expect(consent.scopes).toEqual(['read:user', 'user:email']);
    expect(consent.providerParams).toEqual({ prompt: 'consent', login: 'octocat' });
    expect(authenticate.response).toMatchObject({
      provider_values: { scopes: ['read:user', 'user:email'] },
      provider_params: { prompt: 'consent', login: 'octocat' },
    });
  });

  it('a denied consent shows a clear error on the redirect page, with no token to replay', async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}${path}`);
    const consent = await new OAuthPage(page).continueWith('Google');
    await consent.deny();
    await waitForText(
      page,
      'Sign-in failed: Sign-in was cancelled at the provider: The user cancelled the consent screen.',
    );
    expect(new URL(page.url()).pathname).toBe('/authenticate');
    expect(await page.evaluate(() => location.search)).toBe('');
    const cookies = await page.browserContext().cookies();
    expect(cookies.find((c) => c.name === 'stytch_session')).toBeUndefined();
  });
});

describe('OAuth in real Chromium: PKCE required by the project', () => {
  it('sends a code_challenge, and the redirect page proves it with the stored verifier', async () => {
    const email = uniqueEmail('oauth-pkce');
    const { page, startUrl, consent, authenticate } = await signIn('/pkce', 'Google', email);
    const challenge = startUrl.searchParams.get('code_challenge');
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(consent.pkce).toBe(true);
    const verifier = authenticate.request.code_verifier;
    expect(typeof verifier).toBe('string');
    expect(createHash('sha256').update(String(verifier)).digest('base64url')).toBe(challenge);
    expect((await sessionOf(page, PKCE_TOKEN)).user.emails.map((e) => e.email)).toEqual([email]);
    // The SDK drops the verifier once used.
    expect(
      await page.evaluate(
        (token) => localStorage.getItem(`stytch_sdk_state_${token}::PKCE_VERIFIER:oauth`),
        PKCE_TOKEN,
      ),
    ).toBeNull();
  });

  it('refuses the token on a page without the verifier (another browser)', async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}/pkce`);
    const consent = await new OAuthPage(page).continueWith('Apple');
    // The redirect is caught and replayed in a fresh browser context, which has no verifier.
    let resolveRedirect: (url: string) => void = () => undefined;
    const redirect = new Promise<string>((resolve) => {
      resolveRedirect = resolve;
    });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().includes('stytch_token_type=oauth')) {
        resolveRedirect(request.url());
        void request.respond({ status: 204 });
      } else {
        void request.continue();
      }
    });
    await page.$eval('#email', (input) => {
      (input as HTMLInputElement).value = 'pkce-elsewhere@example.com';
    });
    await page.click('button[value="allow"]');
    const other = await env.newPage();
    await other.goto(await redirect);
    await waitForText(
      other,
      'Sign-in failed: This token was issued with a PKCE code_challenge: send its code_verifier (pkce_mismatch).',
    );
    expect(await other.evaluate(() => location.search)).toBe('');
    await consent.page.close();
  });
});

describe('OAuth in real Chromium: the smoke scenario', () => {
  it.each([
    ['without PKCE', '/', TOKEN],
    ['with PKCE', '/pkce', PKCE_TOKEN],
  ])(
    'logs in through the consent page, the redirect replayed on its page (%s)',
    async (_name, path, publicToken) => {
      const page = await env.newPage();
      // The config's redirect page would use the token up: the scenario must catch it first.
      await oauthScenario.run({
        page,
        pageUrl: `${env.pages.url}${path}`,
        apiUrl: env.api.url,
        publicToken,
      });
      expect(new URL(page.url()).pathname).toBe(path);
    },
  );
});

describe('OAuth in real Chromium: on Main with other products, and loaded lazily', () => {
  /** The scripts the page loaded until Main showed its email field (and `ready`), with their text. */
  async function scriptsOf(
    path: string,
    ready: (page: Page) => Promise<unknown> = async () => undefined,
  ): Promise<{ page: Page; scripts: string[] }> {
    const page = await env.newPage();
    const pending: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) pending.push(response.text().catch(() => ''));
    });
    await page.goto(`${env.pages.url}${path}`);
    await byRole(page, 'textbox', 'Email').wait();
    await ready(page);
    return { page, scripts: await Promise.all(pending) };
  }

  it("puts the 'or' divider between the social buttons and the email form", async () => {
    const { page } = await scriptsOf('/with-otp');
    expect(await new OAuthPage(page).providers()).toEqual(['Twitch', 'Figma']);
    const text = await widgetText(page);
    expect(text.indexOf('Continue with Figma')).toBeLessThan(text.indexOf('\nor\n'));
    expect(text.indexOf('\nor\n')).toBeLessThan(text.indexOf('Continue with email'));
  });

  it('a config without OAuth never fetches its code', async () => {
    const withOAuth = await scriptsOf('/with-otp', (page) => new OAuthPage(page).providers());
    const marker = 'Continue with {provider}';
    expect(withOAuth.scripts.some((script) => script.includes(marker))).toBe(true);
    const without = await scriptsOf('/otp-only');
    expect(without.scripts.length).toBeGreaterThan(0);
    expect(without.scripts.some((script) => script.includes(marker))).toBe(false);
  });
});
