import { useWidget } from '../../app/context';
import { Button } from '../../ui/Button';
import { Divider } from '../../ui/Divider';
import { ErrorText } from '../../ui/ErrorText';
import { useSecondaryLogin } from './useSecondaryLogin';

/** 'or', then the email link or code button, when the config offers one. */
export function SecondaryLogin() {
  const { t } = useWidget();
  const secondary = useSecondaryLogin();
  if (!secondary) return null;
  return (
    <>
      <Divider label={t('main.divider')} />
      <div className="stw-stack">
        <Button
          variant="secondary"
          type="button"
          busy={secondary.busy}
          onClick={() => void secondary.send()}
        >
          {t(secondary.method === 'emailOtp' ? 'passwords.emailCode' : 'passwords.emailLink')}
        </Button>
        <ErrorText message={secondary.error} />
      </div>
    </>
  );
}
