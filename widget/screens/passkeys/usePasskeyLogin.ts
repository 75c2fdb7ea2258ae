import { useFlow, useWidget } from '../../app/context';
import { callClient } from '../../client/call-client';
import type { WidgetError } from '../../client/errors';
import { Screen } from '../../flow/screens';
import { passkeyLoginErrorId } from './passkey-errors';

export interface PasskeyAttempt {
  /** Autofill (conditional mediation) rather than the browser's passkey dialog. */
  conditional: boolean;
  /** Aborts the pending browser prompt (Main went away). */
  signal?: AbortSignal;
}

/**
 * One passkey login through the headless client, shared by the button and autofill: success
 * goes to Passkey Confirmation (the transition clears Main's error), a failure sets Main's
 * error banner. Resolves whether the user is now logged in.
 */
// Calls go through callClient, as useClientCall does: importing that hook into this lazy chunk
// made the bundler split the entry's shared modules into a second file every page loads
// (measured: +600 B gzipped before the first render).
export function usePasskeyLogin() {
  const widget = useWidget();
  const { sessionDurationMinutes, emit, t } = widget;
  const [, dispatch] = useFlow();
  return async ({ conditional, signal }: PasskeyAttempt): Promise<boolean> => {
    // An abort is ours (Main went away), not a failure to tell the host about.
    const reportError: typeof widget.reportError = (error) => {
      if (!signal?.aborted) widget.reportError(error);
    };
    const attempt = () =>
      callClient({ ...widget, reportError }, (client) =>
        client.webauthn.authenticate({
          session_duration_minutes: sessionDurationMinutes,
          is_passkey: true,
          conditional_mediation: conditional,
          signal,
          // Main's email field carries the webauthn hint, but the client's check searches the
          // page's document and cannot see into a shadow root; a lazily loaded form may also
          // draw it a moment later. The browser waits for the field itself.
          disable_input_check: conditional || undefined,
        }),
      );
    let response: Awaited<ReturnType<typeof attempt>>;
    try {
      response = await attempt();
    } catch (error) {
      // Main went away: the abort is ours, nothing is left to show.
      if (signal?.aborted) return false;
      // A browser that offered autofill but cannot do it after all (NotSupportedError, e.g. no
      // authenticator for discoverable credentials): as with an empty answer, only the button,
      // which the user pressed, has an error to show. The attempt still counts.
      if (conditional && isNotSupported(error as WidgetError)) return false;
      const id = passkeyLoginErrorId(error as WidgetError);
      if (id) dispatch({ type: 'setErrorMessage', message: t(id) });
      return false;
    }
    if (!response) {
      // The client answers nothing when autofill is unavailable after all; only the button,
      // which the user pressed, has an error to show for it.
      if (!conditional) {
        dispatch({ type: 'setErrorMessage', message: t('passkeys.loginUnknownError') });
      }
      return false;
    }
    emit({ type: 'PASSKEY_AUTHENTICATE', data: response });
    emit({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: {} });
    dispatch({ type: 'transition', screen: Screen.PasskeyConfirmation });
    return true;
  };
}

function isNotSupported(error: WidgetError): boolean {
  return (error.cause as { name?: unknown } | undefined)?.name === 'NotSupportedError';
}
