import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { BUNDLE_PATH, snippetPage } from '../../harness/shared/snippet-page';
import { CRYPTO_TEXT, CryptoPage } from '../../harness/smoke/pages/CryptoPage';
import {
  cryptoScenarios,
  expectWalletSession,
  logInWithWallet,
  WALLET_FAMILIES,
  WALLET_LABEL,
} from '../../harness/smoke/scenarios/crypto';
import {
  type InjectedWalletOptions,
  installInjectedWallets,
} from '../../harness/smoke/support/injected-wallets';
import { createTestApiClient } from '../../harness/test-api/control-client';
import type { WidgetConfig } from '../../widget/config/schema';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { reactHostPage } from '../support/react-host';

// Crypto wallets in real Chromium, both builds: wallets injected by the harness (keys in
// Node, real signatures) against the test API, which verifies them and starts a session.
const TOKEN = 'public-token-test-3c1d0e2f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

// A project of its own, whose settings ask for Sign-In with Ethereum messages.
const SIWE_TOKEN = 'public-token-test-5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const CRYPTO_ONLY: WidgetConfig = { products: ['crypto'] };
const WITH_SESSION_45: WidgetConfig = {
  products: ['crypto'],
  sessionOptions: { sessionDurationMinutes: 45 },
};

// Social providers beside the wallets (never Coinbase, which is a wallet's name too).
const SOCIAL = ['google', 'github', 'apple', 'microsoft'] as const;
const SOCIAL_COUNTS = [1, 2, 4] as const;
const withSocial = (n: number): WidgetConfig => ({
  products: ['crypto', 'oauth'],
  oauthOptions: { providers: SOCIAL.slice(0, n).map((type) => ({ type })) },
});

let env: BrowserEnv;

/** The snippet page and the React host page of one config, by path. */
async function bothBuilds(name: string, apiUrl: string, config: WidgetConfig) {
  return {
    [`/${name}`]: await snippetPage({ publicToken: TOKEN, apiUrl, ...config }),
    [`/react-${name}`]: reactHostPage({ publicToken: TOKEN, apiUrl, config }),
  };
}

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => ({
      ...(await bothBuilds('crypto', apiUrl, CRYPTO_ONLY)),
      ...(await bothBuilds('crypto-45', apiUrl, WITH_SESSION_45)),
      '/crypto-siwe': await snippetPage({ publicToken: SIWE_TOKEN, apiUrl, ...CRYPTO_ONLY }),
      // The login mount with host callbacks recording what the widget tells the host.
      '/crypto-callbacks': htmlPage(
        'crypto with callbacks',
        `<div id="login"></div><script type="module">
import { mountLogin } from '${BUNDLE_PATH}';
window.__EVENTS__ = []; window.__ERRORS__ = [];
mountLogin({ elementId: '#login', publicToken: ${JSON.stringify(TOKEN)}, apiUrl: ${JSON.stringify(apiUrl)},
  config: ${JSON.stringify(CRYPTO_ONLY)},
  callbacks: { onEvent: (e) => window.__EVENTS__.push(e.type), onError: (e) => window.__ERRORS__.push(e.kind + ' ' + e.message) } });
</script>`,
      ),
      ...Object.assign(
        {},
        ...(await Promise.all(
          SOCIAL_COUNTS.map((n) => bothBuilds(`social-${n}`, apiUrl, withSocial(n))),
        )),
      ),
    }),
    { reactHost: {} },
  );
});

afterAll(async () => {
  await env?.close();
});

const ALL_WALLETS: InjectedWalletOptions[] = WALLET_FAMILIES.map((family) => ({ family }));
const LABELS = Object.values(WALLET_LABEL);
// The product's order, which Main and Crypto Other share.
const ORDER = [
  'Phantom',
  'Vessel',
  'Binance',
  'Coinbase',
  'Metamask',
  'Other Ethereum Wallet',
  'Other Solana Wallet',
];

/** A new page with `wallets` injected, on `path`, and what it logs to the console. */
async function openWith(path: string, wallets: InjectedWalletOptions[]) {
  const page = await env.newPage();
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  const installed = await installInjectedWallets(page, wallets);
  await page.goto(`${env.pages.url}${path}`);
  const crypto = new CryptoPage(page);
  await crypto.waitForBlock();
  return { page, crypto, installed, console };
}

/** The JSON bodies the page POSTs to an SDK path. */
function postedBodies(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/sdk/v1${path}`) {
      bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    }
  });
  return bodies;
}

describe('crypto wallets and the host callbacks (standalone bundle)', () => {
  const recorded = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __EVENTS__: string[]; __ERRORS__: string[] };
      return { events: w.__EVENTS__, errors: w.__ERRORS__ };
    });

  it('onEvent hears the start, the authentication and the completed flow', async () => {
    const { page, crypto } = await openWith('/crypto-callbacks', [{ family: 'coinbase' }]);
    await crypto.walletButton('Coinbase').click();
    await crypto.expectConfirmation();
    expect(await recorded(page)).toEqual({
      events: [
        'CRYPTO_WALLET_AUTHENTICATE_START',
        'CRYPTO_WALLET_AUTHENTICATE',
        'AUTHENTICATE_FLOW_COMPLETE',
      ],
      errors: [],
    });
  });

  it('onError hears a declined prompt as cancelled, with the logged message', async () => {
    const { page, crypto } = await openWith('/crypto-callbacks', [
      { family: 'otherEthereum', rejectSign: true },
    ]);
    await crypto.walletButton('Other Ethereum Wallet').click();
    await crypto.expectError();
    expect(await recorded(page)).toEqual({
      events: ['CRYPTO_WALLET_AUTHENTICATE_START'],
      errors: [`cancelled ${CRYPTO_TEXT.signFailed}`],
    });
  });
});

describe('crypto wallets with Sign-In with Ethereum required (standalone bundle)', () => {
  it('signs the SIWE message the server sends for this page, and logs in', async () => {
    await createTestApiClient(env.api.url).projects.settings(SIWE_TOKEN, {
      siweRequiredForCryptoWallets: true,
    });
    const page = await env.newPage();
    const start = postedBodies(page, '/crypto_wallets/authenticate/start/primary');
    const [wallet] = await installInjectedWallets(page, [{ family: 'metamask' }]);
    if (!wallet) throw new Error('no wallet');
    await page.goto(`${env.pages.url}/crypto-siwe`);
    const crypto = new CryptoPage(page);
    await crypto.waitForBlock();
    await crypto.walletButton('Metamask').click();
    await crypto.expectConfirmation();
    // The official client adds siwe_params (uri: the page's origin) when bootstrap says so.
    expect(start[0]?.siwe_params).toEqual(expect.objectContaining({ uri: env.pages.url }));
    await expectWalletSession(page, { apiUrl: env.api.url, publicToken: SIWE_TOKEN }, wallet);
  });
});

describe.each([
  ['standalone bundle via the snippet', ''],
  ['React entry in a React app', 'react-'],
])('crypto wallets in real Chromium: %s', (_name, prefix) => {
  const path = (name: string) => `/${prefix}${name}`;
  const context = (page: Page) => ({
    page,
    pageUrl: `${env.pages.url}${path('crypto')}`,
    apiUrl: env.api.url,
    publicToken: TOKEN,
  });

  it.each(cryptoScenarios.map((scenario, i) => [WALLET_FAMILIES[i], scenario] as const))(
    'logs in with %s, injected as its extension does, to a session the test API knows (smoke scenario)',
    async (_family, scenario) => {
      await scenario.run(context(await env.newPage()));
    },
  );

  it('finds wallets announced only by EIP-6963 (no global), and asks for the configured session length', async () => {
    const ethereumFamilies = [
      'metamask',
      'coinbase',
      'binance',
      'vessel',
      'otherEthereum',
    ] as const;
    const { page, crypto, installed } = await openWith(
      path('crypto-45'),
      ethereumFamilies.map((family) => ({ family, via: 'eip6963' as const })),
    );
    expect(
      await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return [w.ethereum, w.BinanceChain, w.vessel, w.coinbaseWalletExtension].filter(Boolean);
      }),
    ).toEqual([]);
    expect(await crypto.walletNames(LABELS)).toEqual([
      'Vessel',
      'Binance',
      'Coinbase',
      'Metamask',
      'Other Ethereum Wallet',
    ]);
    const authenticate = postedBodies(page, '/crypto_wallets/authenticate');
    await crypto.walletButton('Binance').click();
    await crypto.expectConfirmation();
    const binance = installed[2];
    if (!binance) throw new Error('no Binance wallet');
    await expectWalletSession(page, context(page), binance);
    expect(binance.calls).toEqual(['eth_requestAccounts', 'personal_sign']);
    expect(authenticate).toEqual([
      expect.objectContaining({
        crypto_wallet_type: 'ethereum',
        crypto_wallet_address: binance.address,
        session_duration_minutes: 45,
      }),
    ]);
  });

  it('shows 6 − 0 − 1 = 5 wallets on Main without social providers; the rest on Crypto Other, which logs in too', async () => {
    const { page, crypto, installed } = await openWith(path('crypto'), ALL_WALLETS);
    expect(await crypto.walletNames(LABELS)).toEqual(ORDER.slice(0, 5));
    await crypto.openOtherWallets();
    expect(await crypto.walletNames(LABELS)).toEqual(ORDER.slice(5));
    await crypto.back();
    await crypto.waitForBlock();
    await crypto.openOtherWallets();
    await crypto.walletButton('Other Solana Wallet').click();
    await crypto.expectConfirmation();
    const solana = installed.find((w) => w.family === 'otherSolana');
    if (!solana) throw new Error('no Solana wallet');
    await expectWalletSession(page, context(page), solana);
  });

  it.each(SOCIAL_COUNTS)(
    'with %i social providers shows 6 − n − 1 wallets on Main and the rest on Crypto Other',
    async (n) => {
      const { page, crypto } = await openWith(path(`social-${n}`), ALL_WALLETS);
      // The social block is there too (the oauth product's buttons).
      await crypto.expectText('Continue with Google');
      const onMain = 6 - n - 1;
      expect(await crypto.walletNames(LABELS)).toEqual(ORDER.slice(0, onMain));
      await crypto.openOtherWallets();
      expect(await crypto.walletNames(LABELS)).toEqual(ORDER.slice(onMain));
      expect(await page.$$eval('.stw-root h1', (h) => h.map((e) => e.textContent))).toEqual([
        CRYPTO_TEXT.otherTitle,
      ]);
    },
  );

  it('offers only the other-wallet button and the setup link when the browser has no wallet', async () => {
    const { crypto } = await openWith(path('crypto'), []);
    expect(await crypto.walletNames(LABELS)).toEqual([]);
    await crypto.openOtherWallets();
    await crypto.expectText('No other wallets were found in this browser.');
  });

  it('Crypto Setup Wallet links to Vessel, Metamask, Phantom, Coinbase and Binance in a new tab; back returns to Main', async () => {
    const { crypto } = await openWith(path('crypto'), [{ family: 'metamask' }]);
    await crypto.openSetup();
    const links = await crypto.downloadLinks();
    expect(links.map((l) => l.name)).toEqual([
      'Vessel',
      'Metamask',
      'Phantom',
      'Coinbase',
      'Binance',
    ]);
    for (const link of links) {
      expect(link.href).toMatch(/^https:\/\//);
      expect(link.target).toBe('_blank');
      expect(link.rel.split(' ')).toContain('noopener');
    }
    await crypto.back();
    await crypto.waitForBlock();
    expect(await crypto.walletNames(LABELS)).toEqual(['Metamask']);
  });

  it('a declined connection leads to Crypto Error with the logged message, and back to Main', async () => {
    const { crypto, console, installed } = await openWith(path('crypto'), [
      { family: 'metamask', rejectConnect: true },
    ]);
    await crypto.walletButton('Metamask').click();
    await crypto.expectError();
    expect(console.some((line) => line.includes(CRYPTO_TEXT.connectFailed))).toBe(true);
    expect(installed[0]?.calls).toEqual(['eth_requestAccounts']);
    await crypto.back();
    await crypto.waitForBlock();
    expect(await crypto.walletNames(LABELS)).toEqual(['Metamask']);
  });

  it('a declined signature leads to Crypto Error with the logged message, and back to Main', async () => {
    const { page, crypto, console, installed } = await openWith(path('crypto'), [
      { family: 'phantom', rejectSign: true },
    ]);
    await crypto.walletButton('Phantom').click();
    await crypto.expectError();
    expect(console.some((line) => line.includes(CRYPTO_TEXT.signFailed))).toBe(true);
    expect(console.some((line) => line.includes(CRYPTO_TEXT.connectFailed))).toBe(false);
    expect(installed[0]?.calls).toEqual(['connect', 'signMessage']);
    expect((await page.cookies()).some((c) => c.name === 'stytch_session')).toBe(false);
    await crypto.backToLogin();
    await crypto.waitForBlock();
  });

  it('logs in with a Phantom wallet announced by EIP-6963 as an Ethereum wallet', async () => {
    await logInWithWallet(context(await env.newPage()), { family: 'phantom', via: 'eip6963' });
  });
});
