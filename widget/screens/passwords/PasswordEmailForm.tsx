import { useWidget } from '../../app/context';
import { EmailForm } from '../../ui/EmailForm';
import { usePasswordEmailForm } from './usePasswordEmailForm';

/** Main's email form for passwords: validate, look the user up, go to Password Create or Login. */
export function PasswordEmailForm() {
  const { t } = useWidget();
  const lookUp = usePasswordEmailForm();
  return (
    <EmailForm
      invalidMessage={t('email.invalidAddress')}
      autoComplete="username"
      onValidEmail={lookUp}
    />
  );
}
