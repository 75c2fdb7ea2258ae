import { useWidget } from '../../app/context';
import { CheckImage } from '../../ui/CheckImage';

/** After a passkey login from Main: the user is logged in. */
export function PasskeyConfirmation() {
  const { t } = useWidget();
  return (
    <div className="stw-center">
      <h1 className="stw-header" tabIndex={-1}>
        {t('passkeyConfirmation.title')}
      </h1>
      <CheckImage label={t('otpConfirmation.imageAlt')} />
    </div>
  );
}
