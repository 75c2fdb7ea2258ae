import { useWidget, useWidgetId } from '../../app/context';
import { PasswordInput } from '../../ui/PasswordInput';
import { TextInput } from '../../ui/TextInput';
import { PasswordStrength } from './PasswordStrength';
import type { StrengthFeedback } from './strength-feedback';

const keep = () => undefined; // the email was chosen on Main and stays fixed here

/** The email the password belongs to, fixed, and named for password managers. */
export function FixedEmail({ email }: { email: string }) {
  const { t } = useWidget();
  return (
    <TextInput
      label={t('email.label')}
      type="email"
      name="email"
      autoComplete="username"
      readOnly
      value={email}
      onChange={keep}
    />
  );
}

interface PasswordFieldProps {
  autoComplete: 'new-password' | 'current-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The password field with its show/hide toggle, in the widget's words. */
export function PasswordField(props: PasswordFieldProps & { describedBy?: string }) {
  const { t } = useWidget();
  return (
    <PasswordInput
      label={t('passwords.password')}
      showLabel={t('passwords.show')}
      hideLabel={t('passwords.hide')}
      {...props}
    />
  );
}

/** A password being chosen (sign-up, reset), with the project's strength feedback under it. */
export function NewPasswordField({
  feedback,
  ...field
}: Omit<PasswordFieldProps, 'autoComplete'> & { feedback: StrengthFeedback | null }) {
  const strengthId = useWidgetId();
  return (
    <>
      <PasswordField autoComplete="new-password" describedBy={strengthId} {...field} />
      <PasswordStrength id={strengthId} feedback={feedback} />
    </>
  );
}
