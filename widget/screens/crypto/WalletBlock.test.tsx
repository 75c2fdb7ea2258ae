// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import type { WidgetConfig } from '../../config/schema';
import { Screen } from '../../flow/screens';
import { addDefaultStrings } from '../../i18n/en';
import { enCrypto } from '../../i18n/en-crypto';
import { ANNOUNCE_EVENT } from './detect-wallets';
import { WalletBlock } from './WalletBlock';

addDefaultStrings(enCrypto);

const ethereum = (flags: Record<string, boolean> = {}) => ({ request: async () => [], ...flags });
const solana = (flags: Record<string, boolean> = {}) => ({ connect: async () => ({}), ...flags });

/** Every wallet family, as the globals their extensions inject. */
function injectAllWallets() {
  vi.stubGlobal('ethereum', {
    ...ethereum({ isMetaMask: true }),
    providers: [ethereum({ isMetaMask: true }), ethereum({ isCoinbaseWallet: true }), ethereum()],
  });
  vi.stubGlobal('BinanceChain', ethereum());
  vi.stubGlobal('vessel', { ethereum: ethereum() });
  vi.stubGlobal('phantom', { solana: solana({ isPhantom: true }) });
  vi.stubGlobal('solana', solana());
}

const walletButtons = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((label) => label.startsWith('Continue with '));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Main's wallet block", () => {
  it('shows 6 − 2 − 1 wallets with two social providers, then the other-wallet button and the setup link', () => {
    injectAllWallets();
    const config: WidgetConfig = {
      products: ['oauth', 'crypto'],
      oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
    };
    const { wrapper } = widgetTestRoot(config, {});
    render(<WalletBlock />, { wrapper });
    expect(walletButtons()).toEqual([
      'Continue with Phantom',
      'Continue with Vessel',
      'Continue with Binance',
      'Continue with other Crypto Wallet',
    ]);
    expect(screen.getByRole('button', { name: 'Set up a new crypto wallet' })).toBeTruthy();
  });

  it('stores the chosen wallet and opens Crypto Connect', () => {
    injectAllWallets();
    const { wrapper, value } = widgetTestRoot({ products: ['crypto'] }, {});
    render(<WalletBlock />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Coinbase' }));
    expect(value.store.getState().screen).toBe(Screen.CryptoConnect);
    expect(value.store.getState().form.cryptoState.walletOption).toBe('coinbase');
  });

  it('adds a wallet that announces itself after Main is shown, and leaves no listener when unmounted', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { wrapper } = widgetTestRoot({ products: ['crypto'] }, {});
    const view = render(<WalletBlock />, { wrapper });
    expect(walletButtons()).toEqual(['Continue with other Crypto Wallet']);
    const detail = {
      info: { uuid: 'u-1', name: 'MetaMask', icon: '', rdns: 'io.metamask' },
      provider: ethereum(),
    };
    act(() => {
      window.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail }));
    });
    expect(
      within(view.container).getByRole('button', { name: 'Continue with Metamask' }),
    ).toBeTruthy();
    view.unmount();
    expect(added).toHaveBeenCalledWith(ANNOUNCE_EVENT, expect.any(Function));
    // Every listener added is removed again, the same function for the same event.
    for (const [type, listener] of added.mock.calls) {
      expect(removed.mock.calls.some(([t, l]) => t === type && l === listener)).toBe(true);
    }
  });
});
