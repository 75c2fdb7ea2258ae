import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import type { WalletOption } from '../../flow/state';
import { Button } from '../../ui/Button';
import { WALLET_NAME } from './wallets';

/** One 'Continue with {wallet}' button per wallet: stores the wallet, opens Crypto Connect. */
export function WalletButtons({ wallets }: { wallets: readonly WalletOption[] }) {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  return (
    <>
      {wallets.map((wallet) => (
        <Button
          key={wallet}
          type="button"
          variant="secondary"
          onClick={() => {
            dispatch({ type: 'updateCryptoState', cryptoState: { walletOption: wallet } });
            dispatch({ type: 'transition', screen: Screen.CryptoConnect });
          }}
        >
          {t('crypto.continueWith', { wallet: t(WALLET_NAME[wallet]) })}
        </Button>
      ))}
    </>
  );
}

/** 'Set up a new crypto wallet': to Crypto Setup Wallet. */
export function SetupWalletLink() {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  return (
    <p className="stw-row stw-crypto-setup">
      <button
        type="button"
        className="stw-link"
        onClick={() => dispatch({ type: 'transition', screen: Screen.CryptoSetupWallet })}
      >
        {t('crypto.setupLink')}
      </button>
    </p>
  );
}
