import { useId } from 'react';
import { useWidget } from '../../app/context';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { PasswordInput } from '../../ui/PasswordInput';
import { TextInput } from '../../ui/TextInput';
import { PasswordStrength } from './PasswordStrength';
import { SecondaryLogin } from './SecondaryLogin';
import { usePasswordCreateForm } from './usePasswordCreateForm';

const keep = () => undefined; // the email was chosen on Main and stays fixed here

/** Password Create or Login, for a new user: the fixed email, a new password and its strength. */
export function PasswordCreateForm() {
  const { t } = useWidget();
  const strengthId = useId();
  const form = usePasswordCreateForm();
  return (
    <>
      <h1 className="stw-header" tabIndex={-1}>
        {t('passwords.create.title')}
      </h1>
      <p className="stw-text">{t('passwords.create.body')}</p>
      <Form onSubmit={() => void form.submit()}>
        <TextInput
          label={t('email.label')}
          type="email"
          name="email"
          autoComplete="username"
          readOnly
          value={form.email}
          onChange={keep}
        />
        <PasswordInput
          label={t('passwords.password')}
          showLabel={t('passwords.show')}
          hideLabel={t('passwords.hide')}
          autoComplete="new-password"
          value={form.password}
          onChange={form.changePassword}
          error={form.error}
          describedBy={strengthId}
        />
        <PasswordStrength id={strengthId} feedback={form.feedback} />
        <Button busy={form.busy} disabled={!form.canSubmit}>
          {t('passwords.continue')}
        </Button>
      </Form>
      <SecondaryLogin />
    </>
  );
}
