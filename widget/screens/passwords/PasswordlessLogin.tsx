import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { Divider } from '../../ui/Divider';
import { ErrorText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { EmailConfirmation } from '../emailMagicLinks/EmailConfirmation';
import { OtpAuthenticate } from '../otp/OtpAuthenticate';
import { usePasswordlessLogin } from './usePasswordlessLogin';

/**
 * Password Create or Login, for a user without a password: the passcode entry or the
 * check-your-email screen of the product that sent the code or link, and below it the way
 * to set a password instead.
 */
export function PasswordlessLogin() {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  const login = usePasswordlessLogin();
  const back = () => dispatch({ type: 'transition', screen: Screen.Main });

  let sent = null;
  if (login.status === 'sent') {
    sent = login.method === 'emailOtp' ? <OtpAuthenticate /> : <EmailConfirmation />;
  }

  return (
    <>
      {sent ?? <BackButton label={t('common.back')} onClick={back} />}
      {login.status === 'sending' ? (
        <p className="stw-row" role="status">
          <Spinner label={t('common.loading')} />
        </p>
      ) : null}
      {login.status === 'failed' ? (
        <p className="stw-field-error" role="alert">
          {login.error}
        </p>
      ) : null}
      {login.method ? (
        <>
          <Divider label={t('main.divider')} />
          <div className="stw-stack">
            <Button
              variant="secondary"
              type="button"
              busy={login.creating}
              onClick={() => void login.createInstead()}
            >
              {t('passwords.createInstead')}
            </Button>
            <ErrorText message={login.createError} />
          </div>
        </>
      ) : null}
    </>
  );
}
