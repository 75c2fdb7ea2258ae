import { useFlow, useWidget } from '../../app/context';
import { callClient } from '../../client/call-client';
import { Screen } from '../../flow/screens';
import { useSubmission } from '../../ui/useSubmission';
import { passkeyRegistrationErrorId } from './passkey-errors';

/**
 * Register New Passkey's two ways on: create a passkey, or skip; both lead
 * to Passkey Registration Success. `refresh` re-reads the user so the list shows the new one.
 */
export function usePasskeyRegistrationStart(refresh: () => Promise<unknown>) {
  const widget = useWidget();
  const { sessionDurationMinutes, emit, t } = widget;
  const [, dispatch] = useFlow();
  const { busy, error, submit } = useSubmission({
    errorMessage: (failure) => t(passkeyRegistrationErrorId(failure)),
  });

  const create = () =>
    submit(null, async () => {
      const response = await callClient(widget, (client) =>
        client.webauthn.register({
          is_passkey: true,
          session_duration_minutes: sessionDurationMinutes,
        }),
      );
      emit({ type: 'PASSKEY_REGISTER', data: response });
      await refresh();
      dispatch({ type: 'transition', screen: Screen.PasskeyRegistrationSuccess });
    });

  const skip = () => {
    emit({ type: 'PASSKEY_SKIP', data: {} });
    dispatch({ type: 'transition', screen: Screen.PasskeyRegistrationSuccess });
  };

  return { busy, error, create, skip };
}
