import { useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import type { WidgetError } from '../../client/errors';
import { Screen } from '../../flow/screens';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';
import { isValidEmail } from '../../validation/email';
import { useSendMagicLink } from './useSendMagicLink';

/** Main's email form for magic links: validate, send, go to Email Confirmation. */
export function MagicLinkEmailForm() {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  const sendMagicLink = useSendMagicLink();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      setError(t('email.invalidAddress'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      await sendMagicLink(trimmed);
      dispatch({ type: 'setMagicLinkEmail', email: trimmed });
      dispatch({ type: 'transition', screen: Screen.EmailConfirmation });
    } catch (e) {
      setError((e as WidgetError).message);
      setBusy(false);
    }
  };

  return (
    <form
      className="stw-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextInput
        label={t('email.label')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('email.placeholder')}
        required
        value={email}
        error={error}
        onChange={(value) => {
          setEmail(value);
          if (error) setError('');
        }}
      />
      <Button busy={busy}>{t('email.submit')}</Button>
    </form>
  );
}
