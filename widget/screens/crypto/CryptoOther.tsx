import { useWidget } from '../../app/context';
import { BackToMainButton } from '../../ui/BackButton';
import { useDetectedWallets } from './useDetectedWallets';
import { SetupWalletLink, WalletButtons } from './WalletButtons';
import { mainWalletCount, splitWallets } from './wallet-count';

/** Crypto Other Screen: the detected wallets Main had no room for. */
export function CryptoOther() {
  const { config, t } = useWidget();
  const wallets = useDetectedWallets();
  const { other } = splitWallets(
    wallets.map((wallet) => wallet.option),
    mainWalletCount(config),
  );
  return (
    <>
      <BackToMainButton />
      <h1 className="stw-header" tabIndex={-1}>
        {t('cryptoOther.title')}
      </h1>
      <div className="stw-stack stw-wallets">
        {other.length > 0 ? (
          <WalletButtons wallets={other} />
        ) : (
          <p className="stw-text">{t('cryptoOther.none')}</p>
        )}
        <SetupWalletLink />
      </div>
    </>
  );
}
