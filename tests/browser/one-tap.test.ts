import { generateKeyPairSync } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { redirectSnippetPage, snippetPage } from '../../harness/shared/snippet-page';
import { byRole, waitForText, widgetText } from '../../harness/smoke/pages/queries';
import { oneTapScenario } from '../../harness/smoke/scenarios/one-tap';
import {
  type GoogleOneTapStandinOptions,
  injectGoogleOneTapStandin,
  resizeStandinPrompt,
  selectStandinAccount,
  standinRecord,
} from '../../harness/smoke/support/google-one-tap-standin';
import { basicAuthHeader } from '../../harness/test-api/http/auth';
import type { ConfigFile } from '../../widget/config/schema';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { reactHostPage } from '../support/react-host';

// Google One Tap in real Chromium, both builds, with a stand-in for Google's script served in
// its place (no machine here can load Google's). The test API's client-side services answer
// One Tap's start per project; the stand-in plays Google: it knows one client id and the
// origins allowed for it.

const CLIENT_ID = '123-standin.apps.googleusercontent.com';
const TOKENS = {
  configured: 'public-token-test-one-tap-configured',
  noClient: 'public-token-test-one-tap-no-client',
  noLogin: 'public-token-test-one-tap-no-login-urls',
  noSignup: 'public-token-test-one-tap-no-signup-urls',
  defaultClient: 'public-token-test-one-tap-default-client',
} as const;
// A project that trusts ID tokens signed with this key (test-only setting googleIdTokenTestKey);
// the stand-in signs the picked account's token with its private half.
const LOGIN_TOKEN = 'public-token-test-one-tap-login';
const SMOKE_TOKEN = 'public-token-test-one-tap-smoke';
const googleKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
type TokenName = keyof typeof TOKENS;
const POSITIONS = ['embedded', 'floating', 'forceFloating', 'embeddedOnly'] as const;
const PARENT_ID = 'stytch-widget-one-tap-prompt';
const REDIRECTS = {
  loginRedirectURL: 'http://localhost:3000/authenticate',
  signupRedirectURL: 'http://localhost:3000/authenticate',
};
const BUILDS = [
  ['standalone', 's'],
  ['React', 'r'],
] as const;

type Widget = Omit<ConfigFile, 'publicToken' | 'apiUrl'>;
const oneTapConfig = (position: string, extra: Partial<Widget> = {}): Widget => ({
  products: ['oauth'],
  oauthOptions: {
    providers: [{ type: 'google', one_tap: true, position }],
    ...REDIRECTS,
  } as Widget['oauthOptions'],
  ...extra,
});
// Configs where One Tap must not show: it shows only when OAuth is the sole product and Google
// the sole provider, with one_tap on, and never embedded-only where it cannot be embedded.
const NOT_SHOWN: Record<string, Widget> = {
  'with-otp': {
    ...oneTapConfig('floating'),
    products: ['oauth', 'otp'],
    otpOptions: { methods: ['email'] },
  },
  'two-providers': {
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, position: 'floating' }, { type: 'github' }],
      ...REDIRECTS,
    },
  },
  'one-tap-false': {
    products: ['oauth'],
    oauthOptions: { providers: [{ type: 'google', one_tap: false }], ...REDIRECTS },
  },
};

let env: BrowserEnv;
let origin: string;
const pageTable: Record<string, string> = {};
let smokeConfig: ConfigFile;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const pages = pageTable;
      const add = async (path: string, token: string, widget: Widget) => {
        pages[`/s/${path}`] = await snippetPage({
          publicToken: token,
          apiUrl,
          ...widget,
        } as ConfigFile);
        pages[`/r/${path}`] = reactHostPage({ publicToken: token, apiUrl, config: widget });
      };
      for (const [name, token] of Object.entries(TOKENS)) {
        for (const position of POSITIONS)
          await add(`${name}/${position}`, token, oneTapConfig(position));
      }
      for (const [name, widget] of Object.entries(NOT_SHOWN))
        await add(`not-shown/${name}`, TOKENS.configured, widget);
      await add(
        'shadow/embedded',
        TOKENS.configured,
        oneTapConfig('embedded', { enableShadowDOM: true }),
      );
      return pages;
    },
    {
      reactHost: {},
      api: {
        projects: {
          [TOKENS.configured]: { googleClientId: CLIENT_ID },
          [TOKENS.noLogin]: { googleClientId: CLIENT_ID, allowedRedirectUrls: [] },
          [TOKENS.noSignup]: { googleClientId: CLIENT_ID, redirectUrlTypes: ['login'] },
          [TOKENS.defaultClient]: { googleClientId: CLIENT_ID, googleUsesDefaultClient: true },
          [LOGIN_TOKEN]: {
            googleClientId: CLIENT_ID,
            googleIdTokenTestKey: googleKeys.publicKey
              .export({ type: 'spki', format: 'pem' })
              .toString(),
          },
        },
      },
    },
  );
  origin = new URL(env.pages.url).origin;
  // Pages naming the page server's own address, known once it listens (it reads its page
  // table on each request).
  const login: ConfigFile = {
    publicToken: LOGIN_TOKEN,
    apiUrl: env.api.url,
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, position: 'floating' }],
      loginRedirectURL: `${env.pages.url}/authenticate`,
      signupRedirectURL: `${env.pages.url}/authenticate`,
    },
  };
  const { publicToken: _t, apiUrl: _a, ...loginWidget } = login;
  pageTable['/s/login/floating'] = await snippetPage(login);
  pageTable['/r/login/floating'] = reactHostPage({
    publicToken: LOGIN_TOKEN,
    apiUrl: env.api.url,
    config: loginWidget,
  });
  pageTable['/authenticate'] = await redirectSnippetPage(login, { afterLoginUrl: '/done' });
  pageTable['/done'] = htmlPage('Logged in', '<p>Logged in</p>');
  smokeConfig = { ...login, publicToken: SMOKE_TOKEN };
  pageTable['/smoke'] = await snippetPage(smokeConfig);
}, 120_000);

afterAll(async () => {
  await env?.close();
});

interface Opened {
  page: Page;
  requests(): number;
  errors: string[];
}

/**
 * Opens a page with the stand-in in place of Google's script. `fedCm: false` takes the
 * browser's FedCM away, as in a browser without it, where the prompt can be embedded.
 */
async function open(
  path: string,
  standin: GoogleOneTapStandinOptions = { client: { id: CLIENT_ID, origins: [origin] } },
  { fedCm = true }: { fedCm?: boolean } = {},
): Promise<Opened> {
  const page = await env.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  if (!fedCm) {
    await page.evaluateOnNewDocument(() => {
      delete (window as { IdentityCredential?: unknown }).IdentityCredential;
    });
  }
  const { requests } = await injectGoogleOneTapStandin(page, standin);
  await page.goto(`${env.pages.url}${path}`);
  await byRole(page, 'button', 'Continue with Google').setTimeout(10_000).wait();
  return { page, requests, errors };
}

/** Waits until the page has landed on a URL starting with `prefix` (after redirects). */
async function waitForUrl(page: Page, prefix: string, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  while (!page.url().startsWith(prefix)) {
    if (Date.now() > until) throw new Error(`still on ${page.url()}, expected ${prefix}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the stand-in has drawn its prompt, and says where. */
async function promptParent(page: Page): Promise<string | null> {
  await page.waitForFunction(
    () =>
      (window as unknown as { __googleOneTapStandin?: { record: { promptParent: unknown } } })
        .__googleOneTapStandin?.record.promptParent != null,
    { timeout: 10_000 },
  );
  return (await standinRecord(page)).promptParent;
}

/** Where the prompt's parent is: inside the widget's One Tap box, or fixed in the body. */
function parentPlacement(page: Page) {
  return page.evaluate((id) => {
    const parent = document.getElementById(id);
    if (!parent) return null;
    const box = parent.closest('.stw-one-tap') ?? parent.assignedSlot?.closest('.stw-one-tap');
    return {
      inWidget: Boolean(box),
      fixed: getComputedStyle(parent).position === 'fixed',
      boxHeight: box ? box.getBoundingClientRect().height : null,
      promptHeight: parent.getBoundingClientRect().height,
    };
  }, PARENT_ID);
}

describe.each(BUILDS)('One Tap, %s build', (_build, b) => {
  it('floating: the configured client id reaches Google, the prompt floats in a fixed box', async () => {
    const { page } = await open(`/${b}/configured/floating`);
    expect(await promptParent(page)).toBe(PARENT_ID);
    const [init] = (await standinRecord(page)).initializeCalls;
    expect(init).toMatchObject({
      client_id: CLIENT_ID,
      prompt_parent_id: PARENT_ID,
      use_fedcm_for_prompt: true,
      auto_select: false,
    });
    expect(await parentPlacement(page)).toMatchObject({ inWidget: false, fixed: true });
  });

  it('forceFloating: floating with FedCM turned off', async () => {
    const { page } = await open(`/${b}/configured/forceFloating`, undefined, { fedCm: false });
    expect(await promptParent(page)).toBe(PARENT_ID);
    expect((await standinRecord(page)).initializeCalls[0]).toMatchObject({
      use_fedcm_for_prompt: false,
    });
    expect(await parentPlacement(page)).toMatchObject({ inWidget: false, fixed: true });
  });

  it('embedded without FedCM: the prompt is in the widget, 47 px high, resizes debounced', async () => {
    const { page } = await open(`/${b}/configured/embedded`, undefined, { fedCm: false });
    expect(await promptParent(page)).toBe(PARENT_ID);
    expect(await parentPlacement(page)).toMatchObject({
      inWidget: true,
      fixed: false,
      boxHeight: 47,
    });
    expect((await standinRecord(page)).initializeCalls[0]).toMatchObject({
      cancel_on_tap_outside: false,
    });
    // Google's prompt grows as it loads: the box follows once it has been still for 100 ms.
    // Timed inside the page (a round trip from the test can itself take longer than 100 ms on a
    // busy machine): when the box changed, against a moment before the prompt grew.
    const grownBefore = await page.evaluate((id) => {
      const box = document.getElementById(id)?.closest('.stw-one-tap');
      const record = window as unknown as { __boxChangedAt?: number };
      if (box) {
        new ResizeObserver(() => {
          if (box.getBoundingClientRect().height === 120)
            record.__boxChangedAt ??= performance.now();
        }).observe(box);
      }
      return performance.now();
    }, PARENT_ID);
    await resizeStandinPrompt(page, 120);
    const changedAt = await page.waitForFunction(
      () => (window as unknown as { __boxChangedAt?: number }).__boxChangedAt,
      { timeout: 5_000 },
    );
    expect((await changedAt.jsonValue()) as number).toBeGreaterThanOrEqual(grownBefore + 100);
  });

  it('embedded where the browser has FedCM: floating instead', async () => {
    const { page } = await open(`/${b}/configured/embedded`);
    expect(await promptParent(page)).toBe(PARENT_ID);
    expect(await parentPlacement(page)).toMatchObject({ inWidget: false, fixed: true });
  });

  it('embeddedOnly: embedded without FedCM, not shown at all with it', async () => {
    const without = await open(`/${b}/configured/embeddedOnly`, undefined, { fedCm: false });
    expect(await promptParent(without.page)).toBe(PARENT_ID);
    expect(await parentPlacement(without.page)).toMatchObject({ inWidget: true, boxHeight: 47 });

    const withFedCm = await open(`/${b}/configured/embeddedOnly`);
    // Nothing more is on its way: bootstrap has answered and no script or prompt request started.
    await withFedCm.page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 });
    expect(withFedCm.requests()).toBe(0);
    expect(await parentPlacement(withFedCm.page)).toBeNull();
  });

  it.each(Object.keys(NOT_SHOWN))('not shown: %s', async (name) => {
    const { page, requests } = await open(`/${b}/not-shown/${name}`);
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 });
    expect(requests()).toBe(0);
    expect(await parentPlacement(page)).toBeNull();
  });

  describe('states', () => {
    it('origin not allowed for the client: names the host and the origins to add', async () => {
      const { page } = await open(`/${b}/configured/floating`, {
        client: { id: CLIENT_ID, origins: ['https://example.com'] },
      });
      const host = new URL(origin).host;
      await waitForText(page, `the host ${host} is not allowed for this project`);
      expect(await widgetText(page)).toContain(
        `Add the ${host} origins (http://${new URL(origin).hostname} and ${origin})`,
      );
    });

    it('invalid client', async () => {
      const { page } = await open(`/${b}/configured/embedded`, {
        client: { id: 'another-client.apps.googleusercontent.com', origins: [origin] },
      });
      await waitForText(page, 'the client ID is not recognised by the Google provider');
    });

    it.each([
      ['noClient', 'no Google OAuth client configuration found for this project'],
      ['noLogin', 'no login redirect URLs set for this project'],
      ['noSignup', 'no signup redirect URLs set for this project'],
      ['defaultClient', 'the default OAuth provider is not compatible with One Tap'],
    ] as [TokenName, string][])('%s: the reason from One Tap start', async (name, text) => {
      const { page, requests } = await open(`/${b}/${name}/floating`);
      await waitForText(page, text);
      // The start failed before Google's script was needed.
      expect(requests()).toBe(0);
    });

    it('another reason from Google is logged and the prompt hidden', async () => {
      const { page, errors } = await open(
        `/${b}/configured/embedded`,
        { prompt: { outcome: 'notDisplayed', reason: 'suppressed_by_user' } },
        { fedCm: false },
      );
      await page.waitForFunction(
        () => (document.querySelector('.stw-one-tap') as HTMLElement | null)?.hidden !== false,
        { timeout: 10_000 },
      );
      await vi.waitFor(() =>
        expect(errors.join('\n')).toContain('Google did not display the One Tap prompt:'),
      );
      expect(await widgetText(page)).not.toContain('One Tap cannot show');
    });
  });

  it("the account picked in Google's prompt signs in through Stytch: the redirect page, a session", async () => {
    const email = `one-tap-${b}-${Date.now()}@example.com`;
    const { page } = await open(`/${b}/login/floating`, {
      client: { id: CLIENT_ID, origins: [origin] },
      account: {
        email,
        sub: `google-${b}-${Date.now()}`,
        privateKey: googleKeys.privateKey.export({ format: 'jwk' }),
      },
    });
    await promptParent(page);
    await selectStandinAccount(page);
    await waitForUrl(page, `${env.pages.url}/done`);
    const cookie = (await page.browserContext().cookies()).find((c) => c.name === 'stytch_session');
    expect(cookie?.value).toBeTruthy();
    const response = await fetch(`${env.api.url}/sdk/v1/sessions/authenticate`, {
      method: 'POST',
      headers: {
        Authorization: basicAuthHeader(LOGIN_TOKEN, cookie?.value),
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    const { data } = (await response.json()) as {
      data: { user: { emails: { email: string }[]; providers: { provider_type: string }[] } };
    };
    expect(data.user.emails.map((e) => e.email)).toEqual([email]);
    expect(data.user.providers.map((p) => p.provider_type)).toEqual(['google']);
  });

  it("the account picked in Google's prompt goes to Stytch, which the test API cannot verify offline", async () => {
    const { page } = await open(`/${b}/configured/floating`);
    await promptParent(page);
    await selectStandinAccount(page);
    await waitForText(page, 'cannot verify Google ID tokens');
    expect(page.url()).toBe(`${env.pages.url}/${b}/configured/floating`);
  });
});

it('in a shadow root, the embedded prompt is a light-DOM child of the host shown through a slot', async () => {
  const { page } = await open('/s/shadow/embedded', undefined, { fedCm: false });
  expect(await promptParent(page)).toBe(PARENT_ID);
  expect(await parentPlacement(page)).toMatchObject({ inWidget: true, boxHeight: 47 });
});

it('the smoke scenario: One Tap with the stand-in signs in through the redirect, settings restored', async () => {
  expect(oneTapScenario.appliesTo(smokeConfig)).toBe(true);
  expect(oneTapScenario.appliesTo({ ...smokeConfig, products: ['oauth', 'otp'] })).toBe(false);
  await oneTapScenario.run({
    page: await env.newPage(),
    pageUrl: `${env.pages.url}/smoke`,
    apiUrl: env.api.url,
    publicToken: SMOKE_TOKEN,
  });
  const settings = await fetch(`${env.api.url}/__emulator/projects/${SMOKE_TOKEN}/settings`);
  expect(((await settings.json()) as { settings: Record<string, unknown> }).settings).toMatchObject(
    {
      googleClientId: '',
      googleIdTokenTestKey: '',
    },
  );
});
