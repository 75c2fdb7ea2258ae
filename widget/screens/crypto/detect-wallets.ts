import type { WalletOption } from '../../flow/state';
import { WALLET_ORDER } from './wallets';

// Which wallets this browser has, found the ways wallets announce themselves: EIP-6963
// announcements first (each Ethereum wallet on its own, whatever owns window.ethereum), then
// the globals wallet extensions inject (window.ethereum and its flags or `providers` list,
// the Coinbase, Binance and Vessel objects, window.phantom.solana and window.solana).

/** An EIP-1193 provider: what Ethereum wallets inject or announce. */
export interface EthereumProvider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  isBinance?: boolean;
  isPhantom?: boolean;
  isVessel?: boolean;
  providers?: unknown;
}

/** A Phantom-style Solana provider (window.phantom.solana, window.solana). */
export interface SolanaProvider {
  isPhantom?: boolean;
  connect(): Promise<{ publicKey?: SolanaPublicKey } | undefined>;
  publicKey?: SolanaPublicKey | null;
  signMessage?(message: Uint8Array, display?: string): Promise<unknown>;
  request?(args: { method: string; params?: unknown }): Promise<unknown>;
}

export interface SolanaPublicKey {
  toBase58?(): string;
  toString(): string;
}

/** EIP-6963 `detail` of an `eip6963:announceProvider` event. */
export interface ProviderAnnouncement {
  info: { uuid: string; name: string; icon?: string; rdns: string };
  provider: EthereumProvider;
}

/** A wallet to offer, with the provider it signs through and the chain it signs for. */
export type DetectedWallet =
  | { option: WalletOption; chain: 'ethereum'; provider: EthereumProvider }
  | { option: WalletOption; chain: 'solana'; provider: SolanaProvider };

/** The part of `window` detection reads: its events and the globals wallets inject. */
export interface WalletWindow {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
  ethereum?: unknown;
  coinbaseWalletExtension?: unknown;
  BinanceChain?: unknown;
  vessel?: unknown;
  phantom?: unknown;
  solana?: unknown;
}

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isEthereumProvider(value: unknown): value is EthereumProvider {
  return isObject(value) && typeof value.request === 'function';
}

export function isSolanaProvider(value: unknown): value is SolanaProvider {
  return isObject(value) && typeof value.connect === 'function';
}

// Wallets that also set isMetaMask, so that sites written for MetaMask work with them: with
// one of these flags the provider is not MetaMask.
const METAMASK_LOOKALIKES = [
  'isRabby',
  'isBraveWallet',
  'isTrust',
  'isTrustWallet',
  'isOkxWallet',
  'isOKExWallet',
  'isTokenPocket',
  'isZerion',
  'isExodus',
  'isBitKeep',
  'isFrame',
  'isRainbow',
  'isPhantom',
  'isCoinbaseWallet',
  'isBinance',
];

/** Which wallet an injected Ethereum provider is, from the flags it sets. */
export function optionFromFlags(provider: EthereumProvider): WalletOption {
  const flags = provider as unknown as Record<string, unknown>;
  if (flags.isVessel) return 'vessel';
  if (flags.isPhantom) return 'phantom';
  if (flags.isCoinbaseWallet) return 'coinbase';
  if (flags.isBinance) return 'binance';
  if (flags.isMetaMask && !METAMASK_LOOKALIKES.some((flag) => flags[flag])) return 'metamask';
  return 'otherEthereum';
}

/** Which wallet an EIP-6963 announcement is, from its reverse-DNS id (and name for Vessel). */
export function optionFromAnnouncement({ info }: ProviderAnnouncement): WalletOption {
  const rdns = info.rdns.toLowerCase();
  if (rdns === 'io.metamask' || rdns.startsWith('io.metamask.')) return 'metamask';
  if (rdns === 'com.coinbase.wallet') return 'coinbase';
  if (rdns === 'com.binance' || rdns.startsWith('com.binance.')) return 'binance';
  if (rdns === 'app.phantom') return 'phantom';
  // Vessel publishes no reverse-DNS id we could confirm: it is known by its name.
  if (/(^|\.)vessel(\.|$)/.test(rdns) || /^vessel\b/i.test(info.name)) return 'vessel';
  return 'otherEthereum';
}

export function isAnnouncement(value: unknown): value is ProviderAnnouncement {
  return (
    isObject(value) &&
    isObject(value.info) &&
    typeof value.info.uuid === 'string' &&
    typeof value.info.rdns === 'string' &&
    typeof value.info.name === 'string' &&
    isEthereumProvider(value.provider)
  );
}

/** The injected Ethereum providers, each once (window.ethereum may list several). */
function ethereumGlobals(win: WalletWindow): DetectedWallet[] {
  const found: DetectedWallet[] = [];
  const add = (option: WalletOption | null, provider: unknown) => {
    if (!isEthereumProvider(provider)) return;
    found.push({ option: option ?? optionFromFlags(provider), chain: 'ethereum', provider });
  };
  const { ethereum } = win;
  const listed = isObject(ethereum) && Array.isArray(ethereum.providers) ? ethereum.providers : [];
  for (const provider of listed) add(null, provider);
  if (listed.length === 0) add(null, ethereum);
  add('coinbase', win.coinbaseWalletExtension);
  add('binance', win.BinanceChain);
  const vessel = win.vessel;
  add('vessel', isObject(vessel) && isEthereumProvider(vessel.ethereum) ? vessel.ethereum : vessel);
  // Phantom's Ethereum provider, used only when Phantom has no Solana one (see mergeWallets).
  add('phantom', isObject(win.phantom) ? win.phantom.ethereum : undefined);
  return found;
}

function solanaGlobals(win: WalletWindow): DetectedWallet[] {
  const found: DetectedWallet[] = [];
  const phantom = isObject(win.phantom) ? win.phantom.solana : undefined;
  if (isSolanaProvider(phantom))
    found.push({ option: 'phantom', chain: 'solana', provider: phantom });
  const solana = win.solana;
  if (isSolanaProvider(solana)) {
    const option = solana.isPhantom ? 'phantom' : 'otherSolana';
    found.push({ option, chain: 'solana', provider: solana });
  }
  return found;
}

/**
 * The wallets to offer, one per option, in WALLET_ORDER. Where a wallet shows up more than
 * once the first source wins: Phantom's Solana provider (the chain Phantom logs in with), then
 * EIP-6963 announcements, then the Ethereum globals; a global that is an announced provider
 * again is skipped.
 */
export function mergeWallets(
  announcements: readonly ProviderAnnouncement[],
  win: WalletWindow,
): DetectedWallet[] {
  const solana = solanaGlobals(win);
  const candidates: DetectedWallet[] = [
    ...solana.filter((w) => w.option === 'phantom'),
    ...announcements.map(
      (a): DetectedWallet => ({
        option: optionFromAnnouncement(a),
        chain: 'ethereum',
        provider: a.provider,
      }),
    ),
    ...ethereumGlobals(win),
    ...solana.filter((w) => w.option !== 'phantom'),
  ];
  const byOption = new Map<WalletOption, DetectedWallet>();
  const seen = new Set<unknown>();
  for (const candidate of candidates) {
    if (seen.has(candidate.provider)) continue;
    seen.add(candidate.provider);
    if (!byOption.has(candidate.option)) byOption.set(candidate.option, candidate);
  }
  return WALLET_ORDER.flatMap((option) => byOption.get(option) ?? []);
}

// Announcements heard on each window, kept after Main goes away: Crypto Connect and Sign
// Message look the chosen wallet up again.
const heard = new WeakMap<WalletWindow, Map<string, ProviderAnnouncement>>();

function heardOn(win: WalletWindow): Map<string, ProviderAnnouncement> {
  let map = heard.get(win);
  if (!map) {
    map = new Map();
    heard.set(win, map);
  }
  return map;
}

function listen(win: WalletWindow, onAnnounce: () => void): () => void {
  const announced = heardOn(win);
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (!isAnnouncement(detail)) return;
    announced.set(detail.info.uuid, detail);
    onAnnounce();
  };
  win.addEventListener(ANNOUNCE_EVENT, listener);
  return () => win.removeEventListener(ANNOUNCE_EVENT, listener);
}

/**
 * The wallets now: asks EIP-6963 wallets to announce themselves (they answer synchronously
 * while the request event is dispatched) and reads the globals. Leaves no listener behind.
 */
export function detectWallets(win: WalletWindow): DetectedWallet[] {
  const stop = listen(win, () => undefined);
  try {
    win.dispatchEvent(new Event(REQUEST_EVENT));
  } finally {
    stop();
  }
  return mergeWallets([...heardOn(win).values()], win);
}

/**
 * Calls `onChange` with the wallets now and whenever a wallet announces itself later (an
 * extension that loads after the page) or MetaMask's late `ethereum#initialized`. The returned
 * function removes every listener it added.
 */
export function watchWallets(
  win: WalletWindow,
  onChange: (wallets: DetectedWallet[]) => void,
): () => void {
  const update = () => onChange(mergeWallets([...heardOn(win).values()], win));
  const stop = listen(win, update);
  win.addEventListener('ethereum#initialized', update);
  win.dispatchEvent(new Event(REQUEST_EVENT));
  update();
  return () => {
    stop();
    win.removeEventListener('ethereum#initialized', update);
  };
}

/** The detected wallet for an option, looked up again (Crypto Connect, Sign Message). */
export function findWallet(win: WalletWindow, option: WalletOption): DetectedWallet | undefined {
  return detectWallets(win).find((wallet) => wallet.option === option);
}
