import { useWidget } from '../../app/context';
import { CheckImage } from '../../ui/CheckImage';

/** Crypto Confirmation: the wallet signed and the user is logged in. */
export function CryptoConfirmation() {
  const { t } = useWidget();
  return (
    <div className="stw-center">
      <h1 className="stw-header" tabIndex={-1}>
        {t('cryptoConfirmation.title')}
      </h1>
      <CheckImage label={t('otpConfirmation.imageAlt')} />
    </div>
  );
}
