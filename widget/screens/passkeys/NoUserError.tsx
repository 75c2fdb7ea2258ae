import { useWidget } from '../../app/context';

/**
 * The registration screens without a logged-in user: screen text, no actions, since there is no
 * account to add a passkey to.
 */
export function NoUserError() {
  const { t } = useWidget();
  return (
    <p className="stw-banner stw-banner--error" role="alert">
      {t('passkeyRegistration.noUser')}
    </p>
  );
}
