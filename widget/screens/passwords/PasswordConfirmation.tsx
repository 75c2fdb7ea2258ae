import { useWidget } from '../../app/context';
import { CheckImage } from '../../ui/CheckImage';

/** The end of every password path, in both mounts: the user is logged in. */
export function PasswordConfirmation() {
  const { t } = useWidget();
  return (
    <div className="stw-center">
      <h1 className="stw-header" tabIndex={-1}>
        {t('passwordConfirmation.title')}
      </h1>
      <CheckImage label={t('otpConfirmation.imageAlt')} />
    </div>
  );
}
