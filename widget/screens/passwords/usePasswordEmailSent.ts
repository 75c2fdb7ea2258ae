import { useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import type { WidgetError } from '../../client/errors';
import { Screen } from '../../flow/screens';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useSendResetEmail } from './useSendResetEmail';

/** The screens that say a reset email went out: its address, resend (with a toast), back. */
export function usePasswordEmailSent() {
  const { t, toasterId } = useWidget();
  const [state, dispatch] = useFlow();
  const { email } = state.form.passwordState;
  const sendResetEmail = useSendResetEmail();
  const [resending, setResending] = useState(false);

  const resend = async () => {
    setResending(true);
    try {
      await sendResetEmail(email);
      showSuccessToast(t('passwords.resent'), toasterId);
    } catch (e) {
      showErrorToast((e as WidgetError).message, toasterId);
    } finally {
      setResending(false);
    }
  };

  const back = () => dispatch({ type: 'transition', screen: Screen.Main });

  return { email, resend, resending, back };
}
