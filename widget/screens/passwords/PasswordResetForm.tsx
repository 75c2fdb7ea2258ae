import { useWidget } from '../../app/context';
import { Button } from '../../ui/Button';
import { Divider } from '../../ui/Divider';
import { ErrorText } from '../../ui/ErrorText';
import { Form } from '../../ui/Form';
import { Spinner } from '../../ui/Spinner';
import { NewPasswordField } from './PasswordFields';
import { usePasswordResetForm } from './usePasswordResetForm';

/** The reset mount's first screen: 'Reset your password', or 'Logging in' for a login link. */
export function PasswordResetForm() {
  const { t } = useWidget();
  const form = usePasswordResetForm();

  if (form.loginLink) {
    return (
      <>
        <h1 className="stw-header" tabIndex={-1}>
          {t('resetPassword.loggingIn')}
        </h1>
        {form.loginError ? (
          <p className="stw-field-error" role="alert">
            {form.loginError}
          </p>
        ) : (
          <p className="stw-row" role="status">
            <Spinner label={t('resetPassword.loggingIn')} />
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <h1 className="stw-header" tabIndex={-1}>
        {t('resetPassword.title')}
      </h1>
      <Form onSubmit={() => void form.submit()}>
        <NewPasswordField
          value={form.password}
          onChange={form.changePassword}
          error={form.strengthError}
          feedback={form.feedback}
        />
        <Button busy={form.busy} disabled={!form.canSubmit}>
          {t('passwords.continue')}
        </Button>
      </Form>
      <ErrorText message={form.error} />
      <Divider label={t('main.divider')} />
      <div className="stw-stack">
        <Button
          variant="secondary"
          type="button"
          busy={form.loggingIn}
          disabled={!form.hasToken}
          onClick={() => void form.loginWithoutPassword()}
        >
          {t(form.loggingIn ? 'resetPassword.loggingInBusy' : 'resetPassword.withoutPassword')}
        </Button>
        <ErrorText message={form.loginError} />
      </div>
    </>
  );
}
