import { useWidget } from '../../app/context';

/** The registration screens without a logged-in user (spec section 4): screen text, no actions. */
export function NoUserError() {
  const { t } = useWidget();
  return (
    <p className="stw-banner stw-banner--error" role="alert">
      {t('passkeyRegistration.noUser')}
    </p>
  );
}
