import { useWidget } from '../../app/context';
import { BackToMainButton } from '../../ui/BackButton';
import { WALLET_DOWNLOADS, WALLET_NAME } from './wallets';

/** Crypto Setup Wallet: where to get a wallet (each link opens the wallet's site in a new tab). */
export function CryptoSetupWallet() {
  const { t } = useWidget();
  return (
    <>
      <BackToMainButton />
      <h1 className="stw-header" tabIndex={-1}>
        {t('cryptoSetup.title')}
      </h1>
      <p className="stw-text">{t('cryptoSetup.body')}</p>
      <ul className="stw-wallet-downloads" aria-label={t('cryptoSetup.linksLabel')}>
        {WALLET_DOWNLOADS.map(({ wallet, url }) => (
          <li key={wallet}>
            <a
              className="stw-button stw-button--secondary"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(WALLET_NAME[wallet])}
              <span className="stw-sr-only"> {t('cryptoSetup.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
