import { useWidget } from '../../app/context';
import { CheckImage } from '../../ui/CheckImage';

export function OtpConfirmation() {
  const { t } = useWidget();
  return (
    <div className="stw-center">
      <h1 className="stw-header" tabIndex={-1}>
        {t('otpConfirmation.title')}
      </h1>
      <CheckImage label={t('otpConfirmation.imageAlt')} />
      <p className="stw-text">{t('otpConfirmation.body')}</p>
    </div>
  );
}
