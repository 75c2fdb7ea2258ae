import { useState } from 'react';
import { useWidget } from '../app/context';
import { isValidEmail } from '../validation/email';
import { Button } from './Button';
import { Form } from './Form';
import { TextInput } from './TextInput';
import { useSubmission } from './useSubmission';

interface EmailFormProps {
  /**
   * The product's own message for a malformed address: email OTP and magic links/passwords word
   * it differently.
   */
  invalidMessage: string;
  /** Runs with a valid, trimmed address; a rejection shows its message under the field. */
  onValidEmail: (email: string) => Promise<void>;
  /** `username` where a password follows, so password managers pair the two. */
  autoComplete?: 'email' | 'username';
}

/** Main's email field and 'Continue with email', shared by the email-style products. */
export function EmailForm({
  invalidMessage,
  onValidEmail,
  autoComplete = 'email',
}: EmailFormProps) {
  const { t, config } = useWidget();
  // With passkeys, the field is named and hinted so the browser can offer passkeys in its autofill.
  const passkeys = config.products.includes('passkeys');
  const name = passkeys ? 'username' : 'email';
  const [email, setEmail] = useState('');
  const { error, busy, submit, clearError } = useSubmission();

  return (
    <Form
      onSubmit={(field) => {
        // What the page holds wins (a password manager may have filled it silently; the field
        // takes such a value into state itself).
        const trimmed = (field(name) ?? email).trim();
        void submit(isValidEmail(trimmed) ? null : invalidMessage, () => onValidEmail(trimmed));
      }}
    >
      <TextInput
        label={t('email.label')}
        type="email"
        name={name}
        autoComplete={passkeys ? 'username webauthn' : autoComplete}
        inputMode="email"
        placeholder={t('email.placeholder')}
        required
        value={email}
        error={error}
        onChange={(value) => {
          setEmail(value);
          clearError();
        }}
      />
      <Button busy={busy}>{t('email.submit')}</Button>
    </Form>
  );
}
