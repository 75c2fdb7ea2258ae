import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
import {
  htmlPage,
  type RunningPageServer,
  startPageServer,
} from '../../harness/shared/page-server';
import {
  type InjectedWalletOptions,
  installInjectedWallets,
} from '../../harness/smoke/support/injected-wallets';

// The harness's injected wallets (harness/smoke/support/injected-wallets.ts) in Chromium: what
// each family puts on the page, and that the signatures made in Node verify as the test API
// checks them. A real-Chromium suite, so it runs with the browser suites (one at a time).

let browser: LaunchedBrowser;
let pages: RunningPageServer;

beforeAll(async () => {
  pages = await startPageServer({
    pages: { '/': htmlPage('wallets', '<p>wallets</p>') },
    staticDir: fromPackageRoot('harness'),
  });
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await pages?.close();
});

async function pageWith(wallets: InjectedWalletOptions[]) {
  const context = await browser.browser.createBrowserContext();
  const page = await context.newPage();
  const installed = await installInjectedWallets(page, wallets);
  await page.goto(pages.url);
  return { page, installed, close: () => context.close() };
}

const MESSAGE = 'Signing in with Project: project-test-1\nNonce: 42';

describe('injected wallets', () => {
  it("put each family's globals and flags on the page", async () => {
    const { page, close } = await pageWith([
      { family: 'metamask' },
      { family: 'coinbase' },
      { family: 'otherEthereum' },
      { family: 'binance' },
      { family: 'vessel' },
      { family: 'phantom' },
      { family: 'otherSolana' },
    ]);
    const seen = await page.evaluate(() => {
      const w = window as unknown as Record<string, Record<string, unknown> | undefined>;
      const providers = (w.ethereum?.providers ?? []) as Record<string, unknown>[];
      return {
        ethereum: providers.map((p) => [Boolean(p.isMetaMask), Boolean(p.isCoinbaseWallet)]),
        firstIsEthereum: providers[0] === w.ethereum,
        coinbaseExtension: w.coinbaseWalletExtension === providers[1],
        binance: typeof w.BinanceChain?.request,
        vessel: typeof (w.vessel?.ethereum as Record<string, unknown> | undefined)?.request,
        phantom: (w.phantom?.solana as Record<string, unknown> | undefined)?.isPhantom,
        solana: w.solana?.isPhantom,
      };
    });
    expect(seen).toEqual({
      ethereum: [
        [true, false],
        [false, true],
        [false, false],
      ],
      firstIsEthereum: true,
      coinbaseExtension: true,
      binance: 'function',
      vessel: 'function',
      phantom: true,
      // window.solana is the generic wallet when both Solana wallets are there.
      solana: false,
    });
    await close();
  });

  it('sign with real keys: personal_sign (EIP-191) and Solana ed25519, base58', async () => {
    const { page, installed, close } = await pageWith([
      { family: 'metamask' },
      { family: 'phantom' },
    ]);
    const [eth, sol] = installed;
    const signed = await page.evaluate(async (message) => {
      const w = window as unknown as {
        ethereum: { request(a: { method: string; params?: unknown[] }): Promise<unknown> };
        phantom: {
          solana: {
            connect(): Promise<{ publicKey: { toBase58(): string } }>;
            signMessage(m: Uint8Array): Promise<{ signature: Uint8Array }>;
          };
        };
      };
      const [address] = (await w.ethereum.request({ method: 'eth_requestAccounts' })) as string[];
      const hex = `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`;
      const ethSignature = await w.ethereum.request({
        method: 'personal_sign',
        params: [hex, address],
      });
      const textSignature = await w.ethereum.request({
        method: 'personal_sign',
        params: [message, address],
      });
      const { publicKey } = await w.phantom.solana.connect();
      const { signature } = await w.phantom.solana.signMessage(new TextEncoder().encode(message));
      return {
        address,
        ethSignature,
        textSignature,
        solAddress: publicKey.toBase58(),
        solSignature: Array.from(signature),
      };
    }, MESSAGE);
    expect(signed.address).toBe(eth?.address);
    for (const signature of [signed.ethSignature, signed.textSignature]) {
      expect(
        await verifyMessage({
          address: signed.address as `0x${string}`,
          message: MESSAGE,
          signature: signature as `0x${string}`,
        }),
      ).toBe(true);
    }
    expect(signed.solAddress).toBe(sol?.address);
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode(MESSAGE),
        Uint8Array.from(signed.solSignature),
        bs58.decode(signed.solAddress),
      ),
    ).toBe(true);
    expect(eth?.calls).toEqual(['eth_requestAccounts', 'personal_sign', 'personal_sign']);
    expect(sol?.calls).toEqual(['connect', 'signMessage']);
    await close();
  });

  it('announce by EIP-6963 only, with no global', async () => {
    const { page, close } = await pageWith([
      { family: 'metamask', via: 'eip6963' },
      { family: 'vessel', via: 'eip6963' },
      { family: 'phantom', via: 'eip6963' },
    ]);
    const seen = await page.evaluate(() => {
      const heard: string[] = [];
      window.addEventListener('eip6963:announceProvider', (event) => {
        const { info, provider } = (event as CustomEvent).detail;
        heard.push(`${info.rdns} ${info.name} ${typeof provider.request}`);
      });
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      const w = window as unknown as Record<string, unknown>;
      return { heard, globals: [w.ethereum, w.vessel, w.phantom, w.solana].filter(Boolean).length };
    });
    expect(seen).toEqual({
      heard: [
        'io.metamask MetaMask function',
        'app.vessel Vessel function',
        'app.phantom Phantom function',
      ],
      globals: 0,
    });
    await close();
  });

  it('decline connecting or signing with the EIP-1193 code 4001', async () => {
    const { page, close } = await pageWith([
      { family: 'otherEthereum', rejectConnect: true },
      { family: 'otherSolana', rejectSign: true },
    ]);
    const errors = await page.evaluate(async () => {
      const w = window as unknown as {
        ethereum: { request(a: { method: string }): Promise<unknown> };
        solana: { connect(): Promise<unknown>; signMessage(m: Uint8Array): Promise<unknown> };
      };
      const codeOf = (p: Promise<unknown>) =>
        p.then(
          () => 'resolved',
          (e: { code?: number; message?: string }) => `${e.code} ${e.message}`,
        );
      return [
        await codeOf(w.ethereum.request({ method: 'eth_requestAccounts' })),
        await codeOf(w.solana.connect()),
        await codeOf(w.solana.signMessage(Uint8Array.from([1]))),
      ];
    });
    expect(errors).toEqual([
      '4001 User rejected the request.',
      'resolved',
      '4001 User rejected the request.',
    ]);
    await close();
  });

  it('work when the harness runs under tsx (its __name() wrappers are not in the page)', async () => {
    // The bug: under tsx the page script threw "__name is not defined" and no wallet appeared.
    const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-wallets-'));
    const script = join(dir, 'probe.mts');
    await writeFile(
      script,
      `import { installInjectedWallets } from ${JSON.stringify(fromPackageRoot('harness/smoke/support/injected-wallets.ts'))};
import { launchBrowser } from ${JSON.stringify(fromPackageRoot('harness/shared/launch-browser.ts'))};
const launched = await launchBrowser();
try {
  const page = await launched.browser.newPage();
  await installInjectedWallets(page, [{ family: 'metamask' }, { family: 'phantom' }]);
  await page.goto(${JSON.stringify(pages.url)});
  console.log(await page.evaluate(() => [typeof window.ethereum, typeof window.phantom].join(' ')));
} finally {
  await launched.close();
}
`,
    );
    const { stdout } = await promisify(execFile)(
      fromPackageRoot('node_modules/.bin/tsx'),
      [script],
      { cwd: dir, timeout: 60_000 },
    );
    expect(stdout.trim()).toBe('object object');
  }, 60_000);

  it('refuse a Solana wallet announced by EIP-6963, and a second install on one page', async () => {
    const context = await browser.browser.createBrowserContext();
    const page = await context.newPage();
    await expect(
      installInjectedWallets(page, [{ family: 'otherSolana', via: 'eip6963' }]),
    ).rejects.toThrow('Ethereum providers only');
    const other = await context.newPage();
    await installInjectedWallets(other, [{ family: 'metamask' }]);
    await expect(installInjectedWallets(other, [{ family: 'coinbase' }])).rejects.toThrow(
      'once per page',
    );
    await context.close();
  });
});
