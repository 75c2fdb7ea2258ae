import { useWidget } from '../../app/context';
import type { StringId } from '../../i18n/en';
import { BackToMainButton } from '../../ui/BackButton';
import { Spinner } from '../../ui/Spinner';

/** The layout Crypto Connect and Sign Message share while the wallet's window is open. */
export function CryptoProgress({ title, body }: { title: StringId; body: StringId }) {
  const { t } = useWidget();
  return (
    <>
      <BackToMainButton />
      <h1 className="stw-header" tabIndex={-1}>
        {t(title)}
      </h1>
      <p className="stw-row stw-loading" role="status">
        <Spinner label={t(title)} />
      </p>
      <p className="stw-text">{t(body)}</p>
      <p className="stw-muted">{t('crypto.trouble')}</p>
    </>
  );
}
