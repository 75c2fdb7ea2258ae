import { useWidget } from '../../app/context';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FixedEmail, NewPasswordField } from './PasswordFields';
import { SecondaryLogin } from './SecondaryLogin';
import { usePasswordCreateForm } from './usePasswordCreateForm';

/** Password Create or Login, for a new user: the fixed email, a new password and its strength. */
export function PasswordCreateForm() {
  const { t } = useWidget();
  const form = usePasswordCreateForm();
  return (
    <>
      <h1 className="stw-header" tabIndex={-1}>
        {t('passwords.create.title')}
      </h1>
      <p className="stw-text">{t('passwords.create.body')}</p>
      <Form onSubmit={() => void form.submit()}>
        <FixedEmail email={form.email} />
        <NewPasswordField
          value={form.password}
          onChange={form.changePassword}
          error={form.error}
          feedback={form.feedback}
        />
        <Button busy={form.busy} disabled={!form.canSubmit}>
          {t('passwords.continue')}
        </Button>
      </Form>
      <SecondaryLogin />
    </>
  );
}
