import bs58 from 'bs58';
import type { Page } from 'puppeteer-core';
import nacl from 'tweetnacl';
import { toBytes } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTestApi, startTestApi } from '../../../harness/test-api';
import { uniqueToken } from '../support/server';
import { openSdkClient, type SdkBrowser, startSdkBrowser } from './browser';
import type { PageServer } from './page-server';

// Wallet logins in Chromium with injected providers (window.ethereum, window.phantom.solana)
// whose keys live in Node and sign for real; the official SDK talks to the test API.

let api: RunningTestApi;
let sdk: SdkBrowser;
let pages: PageServer;
let page: Page;
const pt = uniqueToken();
const eth = privateKeyToAccount(generatePrivateKey());
const sol = nacl.sign.keyPair();
const solAddress = bs58.encode(sol.publicKey);

beforeAll(async () => {
  api = await startTestApi({ port: 0, db: ':memory:' });
  sdk = await startSdkBrowser();
  ({ pages, page } = sdk);
  // personal_sign: a 0x-prefixed hex message is bytes, anything else is UTF-8 text (EIP-191).
  await page.exposeFunction('__ethSign', (message: string) =>
    eth.signMessage({
      message: message.startsWith('0x') ? { raw: toBytes(message as `0x${string}`) } : message,
    }),
  );
  await page.exposeFunction('__solSign', (bytes: number[]) =>
    Array.from(nacl.sign.detached(Uint8Array.from(bytes), sol.secretKey)),
  );
  await page.evaluateOnNewDocument(
    (ethAddress: string, solanaAddress: string) => {
      const w = window as unknown as Record<string, unknown> & {
        __ethSign(m: string): Promise<string>;
        __solSign(b: number[]): Promise<number[]>;
      };
      w.ethereum = {
        isMetaMask: true,
        request: async ({ method, params }: { method: string; params?: unknown[] }) => {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ethAddress];
          if (method === 'personal_sign') return w.__ethSign(String(params?.[0]));
          throw new Error(`unsupported ${method}`);
        },
      };
      w.phantom = {
        solana: {
          isPhantom: true,
          connect: async () => ({ publicKey: { toString: () => solanaAddress } }),
          signMessage: async (message: Uint8Array) => ({
            signature: Uint8Array.from(await w.__solSign(Array.from(message))),
          }),
        },
      };
    },
    eth.address,
    solAddress,
  );
  await openSdkClient(page, pages.url, pt, api.url);
}, 60_000);

afterAll(async () => {
  await sdk?.close();
  await api?.close();
});

describe('wallets through injected providers in Chromium', () => {
  it('logs in with window.ethereum personal_sign', async () => {
    const result = await page.evaluate(async () => {
      type Wallets = {
        authenticateStart(o: unknown): Promise<{ challenge: string }>;
        authenticate(
          o: unknown,
        ): Promise<{ user: { crypto_wallets: { crypto_wallet_address: string }[] } }>;
      };
      const w = window as unknown as {
        client: { cryptoWallets: Wallets; session: { revoke(): Promise<unknown> } };
        ethereum: { request(a: unknown): Promise<unknown> };
      };
      const [address] = (await w.ethereum.request({ method: 'eth_requestAccounts' })) as string[];
      const { challenge } = await w.client.cryptoWallets.authenticateStart({
        crypto_wallet_address: address,
        crypto_wallet_type: 'ethereum',
      });
      const signature = await w.ethereum.request({
        method: 'personal_sign',
        params: [challenge, address],
      });
      const auth = await w.client.cryptoWallets.authenticate({
        crypto_wallet_address: address,
        crypto_wallet_type: 'ethereum',
        signature,
        session_duration_minutes: 30,
      });
      await w.client.session.revoke();
      return auth.user.crypto_wallets[0]?.crypto_wallet_address;
    });
    expect(result).toBe(eth.address.toLowerCase());
  });

  it('logs in with window.phantom.solana signMessage (base58 signature)', async () => {
    const result = await page.evaluate(async () => {
      // Base58 (Bitcoin alphabet), as the prebuilt UI encodes Solana signatures.
      const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
      const base58 = (bytes: Uint8Array) => {
        let n = 0n;
        for (const b of bytes) n = n * 256n + BigInt(b);
        let out = '';
        while (n > 0n) {
          out = ALPHABET[Number(n % 58n)] + out;
          n /= 58n;
        }
        for (const b of bytes) {
          if (b !== 0) break;
          out = `1${out}`;
        }
        return out;
      };
      type Wallets = {
        authenticateStart(o: unknown): Promise<{ challenge: string }>;
        authenticate(
          o: unknown,
        ): Promise<{ session: { authentication_factors: { type: string }[] } }>;
      };
      const w = window as unknown as {
        client: { cryptoWallets: Wallets };
        phantom: {
          solana: {
            connect(): Promise<{ publicKey: { toString(): string } }>;
            signMessage(m: Uint8Array): Promise<{ signature: Uint8Array }>;
          };
        };
      };
      const address = (await w.phantom.solana.connect()).publicKey.toString();
      const { challenge } = await w.client.cryptoWallets.authenticateStart({
        crypto_wallet_address: address,
        crypto_wallet_type: 'solana',
      });
      const { signature } = await w.phantom.solana.signMessage(new TextEncoder().encode(challenge));
      const auth = await w.client.cryptoWallets.authenticate({
        crypto_wallet_address: address,
        crypto_wallet_type: 'solana',
        signature: base58(signature),
        session_duration_minutes: 30,
      });
      return auth.session.authentication_factors[0]?.type;
    });
    expect(result).toBe('crypto');
  });
});
