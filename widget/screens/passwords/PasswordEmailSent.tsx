import { useWidget } from '../../app/context';
import type { StringId } from '../../i18n/en';
import { BackButton } from '../../ui/BackButton';
import { usePasswordEmailSent } from './usePasswordEmailSent';

/** The layout the reset-email screens share: heading, where the email went, a resend link. */
export function PasswordEmailSent({ title, body }: { title: StringId; body: StringId }) {
  const { t } = useWidget();
  const { email, resend, resending, back } = usePasswordEmailSent();
  return (
    <>
      <BackButton label={t('common.back')} onClick={back} />
      <h1 className="stw-header" tabIndex={-1}>
        {t(title)}
      </h1>
      <p className="stw-text">{t(body, { email })}</p>
      <p className="stw-row">
        <span>{t('passwords.resendPrompt')}</span>
        <button
          type="button"
          className="stw-link"
          disabled={resending}
          onClick={() => void resend()}
        >
          {t('passwords.resend')}
        </button>
      </p>
    </>
  );
}
