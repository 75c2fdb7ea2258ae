import { useFlow, useWidget } from '../../app/context';
import { callClient } from '../../client/call-client';
import { Screen } from '../../flow/screens';
import { findWallet, type WalletWindow } from './detect-wallets';
import { SIGN_FAILED, useCryptoFailure } from './useCryptoFailure';
import { useRunOnce } from './useRunOnce';
import { signWithWallet } from './wallet-signing';

/**
 * Crypto Sign Message: the wallet signs the stored challenge, then the
 * signature is authenticated for a session of the configured length; success goes to Crypto
 * Confirmation, any failure to Crypto Error.
 */
export function useCryptoSignMessage(): void {
  const widget = useWidget();
  const [state, dispatch] = useFlow();
  const fail = useCryptoFailure();
  const { walletOption, walletAddress, walletChallenge } = state.form.cryptoState;

  useRunOnce(async (shown) => {
    const wallet = findWallet(window as unknown as WalletWindow, walletOption);
    let signature: string;
    try {
      if (!wallet) throw new Error(`No ${walletOption} wallet was found in this browser.`);
      signature = await signWithWallet(wallet, walletChallenge, walletAddress);
    } catch (error) {
      fail(SIGN_FAILED, error, { reported: false, shown: shown() });
      return;
    }
    const authenticate = () =>
      callClient(widget, (client) =>
        client.cryptoWallets.authenticate({
          crypto_wallet_address: walletAddress,
          crypto_wallet_type: wallet.chain,
          signature,
          session_duration_minutes: widget.sessionDurationMinutes,
        }),
      );
    let answer: Awaited<ReturnType<typeof authenticate>>;
    try {
      answer = await authenticate();
    } catch (error) {
      fail(SIGN_FAILED, error, { reported: true, shown: shown() });
      return;
    }
    widget.emit({ type: 'CRYPTO_WALLET_AUTHENTICATE', data: answer });
    widget.emit({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: {} });
    // The user is logged in even if they left the screen meanwhile; show it.
    dispatch({ type: 'transition', screen: Screen.CryptoConfirmation });
  });
}
