import { useWidget } from '../../app/context';
import { useClientCall } from '../../app/useClientCall';
import { resetEmailOptions } from './reset-email-options';

/** Sends a password reset email through the SDK with the configured options. */
export function useSendResetEmail() {
  const { config, emit, logEvent } = useWidget();
  const clientCall = useClientCall();

  return async (email: string): Promise<void> => {
    const response = await clientCall((client) =>
      client.passwords.resetByEmailStart({
        email,
        ...resetEmailOptions(config.passwordOptions),
      }),
    );
    emit({ type: 'PASSWORD_RESET_BY_EMAIL_START', data: { ...response, email } });
    logEvent('email_sent', { email, type: 'reset_password' });
  };
}
