import { describe, expect, it } from 'vitest';
import {
  ANNOUNCE_EVENT,
  detectWallets,
  type EthereumProvider,
  findWallet,
  optionFromAnnouncement,
  optionFromFlags,
  REQUEST_EVENT,
  type SolanaProvider,
  type WalletWindow,
  watchWallets,
} from './detect-wallets';

const eth = (flags: Record<string, unknown> = {}): EthereumProvider =>
  ({ request: async () => null, ...flags }) as EthereumProvider;
const sol = (flags: Record<string, unknown> = {}): SolanaProvider =>
  ({ connect: async () => undefined, ...flags }) as SolanaProvider;

/** A window with the given globals that counts its listeners. */
function fakeWindow(globals: Partial<WalletWindow> = {}) {
  const target = new EventTarget();
  const listeners = new Map<string, number>();
  const win: WalletWindow & { listeners: Map<string, number>; raw: EventTarget } = {
    listeners,
    raw: target,
    addEventListener(type, listener) {
      listeners.set(type, (listeners.get(type) ?? 0) + 1);
      target.addEventListener(type, listener);
    },
    removeEventListener(type, listener) {
      listeners.set(type, (listeners.get(type) ?? 0) - 1);
      target.removeEventListener(type, listener);
    },
    dispatchEvent: (event) => target.dispatchEvent(event),
    ...globals,
  };
  return win;
}

/** An EIP-6963 wallet: announces at once and on every request. */
function announceFrom(
  win: ReturnType<typeof fakeWindow>,
  rdns: string,
  name: string,
  provider = eth(),
) {
  const detail = { info: { uuid: `uuid-${rdns}`, name, icon: '', rdns }, provider };
  const announce = () => win.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail }));
  // Registered on the raw target, as a wallet's own script would (not counted).
  win.raw.addEventListener(REQUEST_EVENT, announce);
  const stop = () => win.raw.removeEventListener(REQUEST_EVENT, announce);
  return { provider, announce, stop };
}

const options = (win: WalletWindow) => detectWallets(win).map((w) => w.option);

describe('optionFromFlags', () => {
  it.each([
    [{ isMetaMask: true }, 'metamask'],
    [{ isCoinbaseWallet: true }, 'coinbase'],
    [{ isBinance: true }, 'binance'],
    [{ isPhantom: true }, 'phantom'],
    [{ isVessel: true }, 'vessel'],
    [{}, 'otherEthereum'],
    // Wallets that claim isMetaMask for compatibility are not MetaMask.
    [{ isMetaMask: true, isRabby: true }, 'otherEthereum'],
    [{ isMetaMask: true, isBraveWallet: true }, 'otherEthereum'],
    [{ isMetaMask: true, isCoinbaseWallet: true }, 'coinbase'],
  ])('%o is %s', (flags, option) => {
    expect(optionFromFlags(eth(flags))).toBe(option);
  });
});

describe('optionFromAnnouncement', () => {
  it.each([
    ['io.metamask', 'MetaMask', 'metamask'],
    ['io.metamask.flask', 'MetaMask Flask', 'metamask'],
    ['com.coinbase.wallet', 'Coinbase Wallet', 'coinbase'],
    ['com.binance', 'Binance', 'binance'],
    ['com.binance.wallet', 'Binance Wallet', 'binance'],
    ['app.phantom', 'Phantom', 'phantom'],
    ['app.vessel', 'Vessel', 'vessel'],
    ['io.example', 'Vessel Wallet', 'vessel'],
    ['io.rabby', 'Rabby Wallet', 'otherEthereum'],
    ['io.metamaskfake', 'Not MetaMask', 'otherEthereum'],
  ])('%s (%s) is %s', (rdns, name, option) => {
    expect(
      optionFromAnnouncement({ info: { uuid: 'u', name, icon: '', rdns }, provider: eth() }),
    ).toBe(option);
  });
});

describe('detectWallets', () => {
  it('finds nothing without wallets', () => {
    expect(detectWallets(fakeWindow())).toEqual([]);
  });

  it("reads each global and lists the wallets in the product's order", () => {
    const win = fakeWindow({
      ethereum: eth({ isMetaMask: true }),
      BinanceChain: eth(),
      vessel: { ethereum: eth() },
      phantom: { solana: sol({ isPhantom: true }) },
      solana: sol(),
      coinbaseWalletExtension: eth(),
    });
    expect(options(win)).toEqual([
      'phantom',
      'vessel',
      'binance',
      'coinbase',
      'metamask',
      'otherSolana',
    ]);
  });

  it("reads every provider of window.ethereum's providers list", () => {
    const win = fakeWindow({
      ethereum: Object.assign(eth({ isMetaMask: true }), {
        providers: [eth({ isMetaMask: true }), eth({ isCoinbaseWallet: true }), eth()],
      }),
    });
    expect(options(win)).toEqual(['coinbase', 'metamask', 'otherEthereum']);
  });

  it('takes window.solana with isPhantom as Phantom, without it as another Solana wallet', () => {
    expect(options(fakeWindow({ solana: sol({ isPhantom: true }) }))).toEqual(['phantom']);
    expect(options(fakeWindow({ solana: sol() }))).toEqual(['otherSolana']);
  });

  it('finds wallets that only announce themselves (EIP-6963), ahead of the globals', () => {
    const win = fakeWindow({ ethereum: eth({ isMetaMask: true }) });
    const announced = announceFrom(win, 'io.metamask', 'MetaMask');
    announceFrom(win, 'com.coinbase.wallet', 'Coinbase Wallet');
    const wallets = detectWallets(win);
    expect(wallets.map((w) => w.option)).toEqual(['coinbase', 'metamask']);
    // The announced MetaMask wins over window.ethereum.
    expect(wallets[1]?.provider).toBe(announced.provider);
    expect(win.listeners.get(ANNOUNCE_EVENT)).toBe(0);
  });

  it('does not offer an announced provider a second time as window.ethereum', () => {
    const win = fakeWindow();
    const { provider } = announceFrom(win, 'io.rabby', 'Rabby Wallet');
    win.ethereum = provider;
    expect(options(win)).toEqual(['otherEthereum']);
  });

  it("prefers Phantom's Solana provider to its announced Ethereum one", () => {
    const win = fakeWindow({ phantom: { solana: sol({ isPhantom: true }) } });
    announceFrom(win, 'app.phantom', 'Phantom', eth({ isPhantom: true }));
    expect(detectWallets(win).map((w) => [w.option, w.chain])).toEqual([['phantom', 'solana']]);
  });

  it("takes Phantom's announced Ethereum provider when it has no Solana one", () => {
    const win = fakeWindow();
    announceFrom(win, 'app.phantom', 'Phantom', eth({ isPhantom: true }));
    expect(detectWallets(win).map((w) => [w.option, w.chain])).toEqual([['phantom', 'ethereum']]);
  });

  it("reads Phantom's injected Ethereum provider when it has no Solana one", () => {
    const win = fakeWindow({ phantom: { ethereum: eth({ isPhantom: true }) } });
    expect(detectWallets(win).map((w) => [w.option, w.chain])).toEqual([['phantom', 'ethereum']]);
    win.phantom = { ethereum: eth({ isPhantom: true }), solana: sol({ isPhantom: true }) };
    expect(detectWallets(win).map((w) => [w.option, w.chain])).toEqual([['phantom', 'solana']]);
  });

  it('ignores globals that are no providers and malformed announcements', () => {
    const win = fakeWindow({ ethereum: {}, solana: 'x', BinanceChain: null, vessel: {} });
    win.raw.addEventListener(REQUEST_EVENT, () =>
      win.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: { info: {}, provider: {} } })),
    );
    expect(detectWallets(win)).toEqual([]);
  });

  it('finds the wallet for an option again after Main has gone (the announcement is kept)', () => {
    const win = fakeWindow();
    const { provider, stop } = announceFrom(win, 'com.binance.wallet', 'Binance Wallet');
    detectWallets(win);
    // The wallet stops answering requests, as a slow extension might; it was heard before.
    stop();
    expect(findWallet(win, 'binance')?.provider).toBe(provider);
    expect(findWallet(win, 'metamask')).toBeUndefined();
  });
});

describe('watchWallets', () => {
  it('reports a wallet that announces itself later, and leaves no listener when stopped', () => {
    const win = fakeWindow();
    const seen: string[][] = [];
    const stop = watchWallets(win, (wallets) => seen.push(wallets.map((w) => w.option)));
    expect(seen).toEqual([[]]);
    const late = announceFrom(win, 'io.metamask', 'MetaMask');
    late.announce();
    expect(seen.at(-1)).toEqual(['metamask']);
    stop();
    expect([...win.listeners.values()].every((count) => count === 0)).toBe(true);
    const before = seen.length;
    late.announce();
    expect(seen.length).toBe(before);
  });

  it("re-reads the globals on MetaMask's late ethereum#initialized", () => {
    const win = fakeWindow();
    const seen: string[][] = [];
    const stop = watchWallets(win, (wallets) => seen.push(wallets.map((w) => w.option)));
    win.ethereum = eth({ isMetaMask: true });
    win.dispatchEvent(new Event('ethereum#initialized'));
    expect(seen.at(-1)).toEqual(['metamask']);
    stop();
  });
});
