import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { Button } from '../../ui/Button';
import { useDetectedWallets } from './useDetectedWallets';
import { SetupWalletLink, WalletButtons } from './WalletButtons';
import { mainWalletCount, splitWallets } from './wallet-count';

/**
 * Main's wallet block: the detected wallets that fit beside the social
 * buttons, 'Continue with other Crypto Wallet' for the rest, and 'Set up a new crypto wallet'.
 */
export function WalletBlock() {
  const { config, t } = useWidget();
  const [, dispatch] = useFlow();
  const wallets = useDetectedWallets();
  const { main } = splitWallets(
    wallets.map((wallet) => wallet.option),
    mainWalletCount(config),
  );
  return (
    <div className="stw-stack stw-wallets">
      <WalletButtons wallets={main} />
      <Button
        type="button"
        variant="secondary"
        onClick={() => dispatch({ type: 'transition', screen: Screen.CryptoOther })}
      >
        {t('crypto.otherWallets')}
      </Button>
      <SetupWalletLink />
    </div>
  );
}
