import { useFlow, useWidget } from '../../app/context';
import { callClient } from '../../client/call-client';
import { Screen } from '../../flow/screens';
import { findWallet, type WalletWindow } from './detect-wallets';
import { CONNECT_FAILED, useCryptoFailure } from './useCryptoFailure';
import { useRunOnce } from './useRunOnce';
import { connectWallet } from './wallet-signing';

/**
 * Crypto Connect: the address from the chosen wallet, then authentication
 * starts with it; the challenge and address are stored and Sign Message follows. Any failure
 * (the wallet gone, the prompt declined, the API) goes to Crypto Error.
 */
// Calls go through callClient rather than useClientCall, as in the passkeys chunk: importing
// that hook into a lazy chunk makes the bundler split shared modules out of the entry.
export function useCryptoConnect(): void {
  const widget = useWidget();
  const [state, dispatch] = useFlow();
  const fail = useCryptoFailure();
  const { walletOption } = state.form.cryptoState;

  useRunOnce(async (shown) => {
    const wallet = findWallet(window as unknown as WalletWindow, walletOption);
    let address: string;
    try {
      if (!wallet) throw new Error(`No ${walletOption} wallet was found in this browser.`);
      address = await connectWallet(wallet);
    } catch (error) {
      fail(CONNECT_FAILED, error, { reported: false, shown: shown() });
      return;
    }
    const start = () =>
      callClient(widget, (client) =>
        client.cryptoWallets.authenticateStart({
          crypto_wallet_address: address,
          crypto_wallet_type: wallet.chain,
        }),
      );
    let answer: Awaited<ReturnType<typeof start>>;
    try {
      answer = await start();
    } catch (error) {
      fail(CONNECT_FAILED, error, { reported: true, shown: shown() });
      return;
    }
    widget.emit({ type: 'CRYPTO_WALLET_AUTHENTICATE_START', data: answer });
    if (!shown()) return;
    dispatch({
      type: 'updateCryptoState',
      cryptoState: { walletAddress: address, walletChallenge: answer.challenge },
    });
    dispatch({ type: 'transition', screen: Screen.CryptoSignMessage });
  });
}
