import bs58 from 'bs58';
import type { Page } from 'puppeteer-core';
import nacl from 'tweetnacl';
import { hexStringToBytes, isHexString, randomAccount, signPersonalMessage } from '../../test-api';

// Crypto wallets for a Puppeteer page, as browser extensions would inject them: an EIP-1193
// provider for Ethereum families and a Phantom-style provider for Solana ones. Keys stay in
// Node: the page's providers call an exposed function, which signs for real (EIP-191
// personal_sign on secp256k1, or ed25519 with tweetnacl), so the test API verifies the signatures.

/** The wallet families the widget tells apart, so each detection path gets a stand-in. */
export type WalletFamily =
  | 'metamask'
  | 'coinbase'
  | 'binance'
  | 'vessel'
  | 'phantom'
  | 'otherEthereum'
  | 'otherSolana';

export interface InjectedWalletOptions {
  family: WalletFamily;
  /**
   * How the page finds it: `global` (default) sets the family's globals and flags
   * (window.ethereum with isMetaMask / isCoinbaseWallet, window.BinanceChain, window.vessel,
   * window.phantom.solana and window.solana); `eip6963` only announces an EIP-1193 provider
   * (`eip6963:announceProvider`, answering each `eip6963:requestProvider`) and sets no global.
   * EIP-6963 is for Ethereum providers: Phantom is then announced as its Ethereum provider
   * (rdns app.phantom), and a generic Solana wallet cannot be announced.
   */
  via?: 'global' | 'eip6963';
  /** The wallet's prompt to connect is declined (EIP-1193 error 4001). */
  rejectConnect?: boolean;
  /** The wallet's prompt to sign is declined (EIP-1193 error 4001). */
  rejectSign?: boolean;
}

export interface InjectedWallet {
  readonly family: WalletFamily;
  readonly via: 'global' | 'eip6963';
  readonly chain: 'ethereum' | 'solana';
  /** The address the wallet connects with: 0x hex (Ethereum) or base58 public key (Solana). */
  readonly address: string;
  /** Every method the page called on this wallet, in order ('eth_requestAccounts', 'connect'…). */
  readonly calls: readonly string[];
}

/** The announcement each family makes under EIP-6963. */
export const ANNOUNCED_AS: Record<
  Exclude<WalletFamily, 'otherSolana'>,
  { rdns: string; name: string }
> = {
  metamask: { rdns: 'io.metamask', name: 'MetaMask' },
  coinbase: { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' },
  binance: { rdns: 'com.binance.wallet', name: 'Binance Wallet' },
  vessel: { rdns: 'app.vessel', name: 'Vessel' },
  phantom: { rdns: 'app.phantom', name: 'Phantom' },
  otherEthereum: { rdns: 'io.example.wallet', name: 'Example Wallet' },
};

const REJECTED = { code: 4001, message: 'User rejected the request.' };

type Answer = { result: unknown } | { error: { code: number; message: string } };

interface Signer {
  wallet: InjectedWallet & { calls: string[] };
  handle(method: string, params: unknown): Promise<Answer>;
}

function isSolanaFamily(family: WalletFamily, via: 'global' | 'eip6963'): boolean {
  return family === 'otherSolana' || (family === 'phantom' && via === 'global');
}

function ethereumSigner(options: InjectedWalletOptions, via: 'global' | 'eip6963'): Signer {
  const account = randomAccount();
  const wallet = {
    family: options.family,
    via,
    chain: 'ethereum' as const,
    address: account.address,
    calls: [] as string[],
  };
  return {
    wallet,
    async handle(method, params) {
      wallet.calls.push(method);
      if (method === 'eth_requestAccounts') {
        return options.rejectConnect ? { error: REJECTED } : { result: [account.address] };
      }
      if (method === 'eth_accounts') return { result: [account.address] };
      if (method === 'eth_chainId') return { result: '0x1' };
      if (method === 'personal_sign') {
        if (options.rejectSign) return { error: REJECTED };
        const [message, address] = Array.isArray(params) ? params : [];
        if (
          typeof message !== 'string' ||
          String(address).toLowerCase() !== account.address.toLowerCase()
        ) {
          return {
            error: { code: -32602, message: 'personal_sign needs [message, this address]' },
          };
        }
        // EIP-1193 wallets read 0x-hex as the bytes to sign, anything else as UTF-8 text.
        const signature = signPersonalMessage(
          account.privateKey,
          isHexString(message) ? hexStringToBytes(message) : message,
        );
        return { result: signature };
      }
      return { error: { code: 4200, message: `Unsupported method ${method}` } };
    },
  };
}

function solanaSigner(options: InjectedWalletOptions): Signer {
  const keys = nacl.sign.keyPair();
  const address = bs58.encode(keys.publicKey);
  const wallet = {
    family: options.family,
    via: 'global' as const,
    chain: 'solana' as const,
    address,
    calls: [] as string[],
  };
  return {
    wallet,
    async handle(method, params) {
      wallet.calls.push(method);
      if (method === 'connect') {
        return options.rejectConnect ? { error: REJECTED } : { result: address };
      }
      if (method === 'signMessage') {
        if (options.rejectSign) return { error: REJECTED };
        if (!Array.isArray(params) || !params.every((n) => Number.isInteger(n))) {
          return { error: { code: -32602, message: 'signMessage needs the message bytes' } };
        }
        const signature = nacl.sign.detached(Uint8Array.from(params as number[]), keys.secretKey);
        return { result: Array.from(signature) };
      }
      return { error: { code: 4200, message: `Unsupported method ${method}` } };
    },
  };
}

/** What the page script needs to build each provider (no keys). */
export interface PageWallet {
  index: number;
  family: WalletFamily;
  via: 'global' | 'eip6963';
  chain: 'ethereum' | 'solana';
  announce: { rdns: string; name: string } | null;
}

const installed = new WeakSet<Page>();

/**
 * Installs `wallets` into `page` before its next navigation (call it before `goto`, once per
 * page). Answers each wallet's address and the methods the page has called on it so far.
 */
export async function installInjectedWallets(
  page: Page,
  wallets: readonly InjectedWalletOptions[],
): Promise<InjectedWallet[]> {
  const signers = wallets.map((options) => {
    const via = options.via ?? 'global';
    if (via === 'eip6963' && options.family === 'otherSolana') {
      throw new Error('EIP-6963 announces Ethereum providers only: a Solana wallet is a global');
    }
    return isSolanaFamily(options.family, via)
      ? solanaSigner(options)
      : ethereumSigner(options, via);
  });
  if (installed.has(page)) throw new Error('installInjectedWallets: call it once per page');
  installed.add(page);
  await page.exposeFunction(
    '__injectedWalletCall',
    (index: number, method: string, params: unknown) => {
      const signer = signers[index];
      if (!signer) return { error: { code: 4100, message: 'No such wallet' } };
      return signer.handle(method, params);
    },
  );
  const pageWallets: PageWallet[] = signers.map(({ wallet }, index) => ({
    index,
    family: wallet.family,
    via: wallet.via,
    chain: wallet.chain,
    announce:
      wallet.via === 'eip6963' && wallet.family !== 'otherSolana'
        ? ANNOUNCED_AS[wallet.family]
        : null,
  }));
  await page.evaluateOnNewDocument(pageScript(pageWallets));
  return signers.map(({ wallet }) => wallet);
}

/**
 * The page's script: `installInPage` as source text, called with the wallets. Run under tsx
 * (esbuild's keepNames), its nested functions are wrapped in a `__name()` helper that exists in
 * Node only, so the script brings a no-op one.
 */
export function pageScript(wallets: readonly PageWallet[]): string {
  return `(() => { const __name = (fn) => fn; (${installInPage.toString()})(${JSON.stringify(wallets)}); })();`;
}

/** Runs in the page (as source text): builds the providers and puts them in place. */
function installInPage(wallets: PageWallet[]): void {
  type Call = (index: number, method: string, params?: unknown) => Promise<Answer>;
  const w = window as unknown as Record<string, unknown> & { __injectedWalletCall: Call };
  const ask = async (index: number, method: string, params?: unknown) => {
    const answer = await w.__injectedWalletCall(index, method, params);
    if ('error' in answer) {
      throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    }
    return answer.result;
  };
  const flagOf: Partial<Record<WalletFamily, string>> = {
    metamask: 'isMetaMask',
    coinbase: 'isCoinbaseWallet',
    binance: 'isBinance',
    vessel: 'isVessel',
    phantom: 'isPhantom',
  };
  const ethereumProvider = (wallet: PageWallet) => {
    const provider: Record<string, unknown> = {
      request: ({ method, params }: { method: string; params?: unknown }) =>
        ask(wallet.index, method, params),
      on: () => undefined,
      removeListener: () => undefined,
    };
    const flag = flagOf[wallet.family];
    if (flag) provider[flag] = true;
    return provider;
  };
  const solanaProvider = (wallet: PageWallet) => {
    const provider: Record<string, unknown> = {
      isPhantom: wallet.family === 'phantom',
      publicKey: null,
      isConnected: false,
      async connect() {
        const address = String(await ask(wallet.index, 'connect'));
        const publicKey = { toBase58: () => address, toString: () => address };
        provider.publicKey = publicKey;
        provider.isConnected = true;
        return { publicKey };
      },
      async signMessage(message: Uint8Array) {
        const bytes = (await ask(wallet.index, 'signMessage', Array.from(message))) as number[];
        return { signature: Uint8Array.from(bytes), publicKey: provider.publicKey };
      },
    };
    return provider;
  };

  const ethereumGlobals: Record<string, unknown>[] = [];
  const solanaGlobals: { wallet: PageWallet; provider: Record<string, unknown> }[] = [];
  for (const wallet of wallets) {
    if (wallet.chain === 'solana') {
      solanaGlobals.push({ wallet, provider: solanaProvider(wallet) });
      continue;
    }
    const provider = ethereumProvider(wallet);
    if (wallet.announce) {
      const detail = Object.freeze({
        info: Object.freeze({
          uuid: `00000000-0000-4000-8000-${String(wallet.index).padStart(12, '0')}`,
          name: wallet.announce.name,
          icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E',
          rdns: wallet.announce.rdns,
        }),
        provider,
      });
      const announce = () =>
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    } else if (wallet.family === 'binance') {
      w.BinanceChain = provider;
    } else if (wallet.family === 'vessel') {
      w.vessel = { ethereum: provider };
    } else {
      if (wallet.family === 'coinbase') w.coinbaseWalletExtension = provider;
      ethereumGlobals.push(provider);
    }
  }
  // Several Ethereum extensions share window.ethereum: the first holds the list of all.
  const [first] = ethereumGlobals;
  if (first) {
    if (ethereumGlobals.length > 1) first.providers = ethereumGlobals;
    w.ethereum = first;
  }
  const phantom = solanaGlobals.find(({ wallet }) => wallet.family === 'phantom');
  const other = solanaGlobals.find(({ wallet }) => wallet.family === 'otherSolana');
  if (phantom) w.phantom = { solana: phantom.provider };
  // window.solana is whichever Solana wallet injected last: the generic one when both are here.
  const solana = other ?? phantom;
  if (solana) w.solana = solana.provider;
}
