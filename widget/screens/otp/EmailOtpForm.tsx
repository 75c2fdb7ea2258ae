import { useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import type { WidgetError } from '../../client/errors';
import { Screen } from '../../flow/screens';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';
import { isValidEmail } from '../../validation/email';
import { useSendOtp } from './useSendOtp';

/** Main's email form for one-time passcodes: validate, send, go to OTP Authenticate. */
export function EmailOtpForm() {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  const sendOtp = useSendOtp();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      setError(t('email.invalidOtp'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const otpState = await sendOtp('email', trimmed, trimmed);
      dispatch({ type: 'updateOtpState', otpState });
      dispatch({ type: 'transition', screen: Screen.OTPAuthenticate });
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
