import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../config/schema';
import { mainWalletCount, socialProviderCount, splitWallets } from './wallet-count';

const withProviders = (n: number): WidgetConfig => ({
  products: ['crypto', 'oauth'],
  oauthOptions: {
    providers: Array.from({ length: n }, () => ({ type: 'google' as const })),
  },
});

describe('wallet buttons on Main: 6 − social providers − 1', () => {
  it.each([
    [0, 5],
    [1, 4],
    [2, 3],
    [4, 1],
    [5, 0],
    [7, 0],
  ])('%i social providers leave room for %i wallets', (providers, wallets) => {
    expect(mainWalletCount(withProviders(providers))).toBe(wallets);
  });

  it('counts no social providers when oauth is not among the products', () => {
    const config: WidgetConfig = { ...withProviders(3), products: ['crypto'] };
    expect(socialProviderCount(config)).toBe(0);
    expect(mainWalletCount(config)).toBe(5);
  });

  it('splits the detected wallets in order between Main and the other-wallet screen', () => {
    const all = ['phantom', 'vessel', 'binance', 'coinbase', 'metamask', 'otherEthereum'];
    expect(splitWallets(all, 4)).toEqual({
      main: ['phantom', 'vessel', 'binance', 'coinbase'],
      other: ['metamask', 'otherEthereum'],
    });
    expect(splitWallets(all, 0)).toEqual({ main: [], other: all });
    expect(splitWallets(['metamask'], 5)).toEqual({ main: ['metamask'], other: [] });
  });
});
