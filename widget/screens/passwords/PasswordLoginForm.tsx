import { useWidget } from '../../app/context';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FixedEmail, PasswordField } from './PasswordFields';
import { SecondaryLogin } from './SecondaryLogin';
import { usePasswordLoginForm } from './usePasswordLoginForm';

/** Password Create or Login, for a user with a password. */
export function PasswordLoginForm() {
  const { t } = useWidget();
  const form = usePasswordLoginForm();
  return (
    <>
      <h1 className="stw-header" tabIndex={-1}>
        {t('passwords.login.title')}
      </h1>
      <Form onSubmit={(field) => void form.submit(field('password'))}>
        <FixedEmail email={form.email} />
        <PasswordField
          autoComplete="current-password"
          value={form.password}
          onChange={form.changePassword}
          error={form.error}
        />
        {/* Not disabled while empty: a password manager may fill the field without telling
            the component, and a disabled button would block that submit. */}
        <Button busy={form.busy}>{t('passwords.continue')}</Button>
      </Form>
      <p className="stw-row">
        <button
          type="button"
          className="stw-link"
          disabled={form.sendingReset}
          onClick={() => void form.forgot()}
        >
          {t('passwords.forgot')}
        </button>
      </p>
      <SecondaryLogin />
    </>
  );
}
