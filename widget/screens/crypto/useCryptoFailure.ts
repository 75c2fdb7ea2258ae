import { useFlow, useWidget } from '../../app/context';
import { WidgetError } from '../../client/errors';
import { Screen } from '../../flow/screens';
import { isUserRejection } from './wallet-signing';

// Logged word for word (developers search their console for these lines), and the message the
// host's onError receives for a failure in the wallet itself.
export const CONNECT_FAILED = '[Error] Could not connect to wallet';
export const SIGN_FAILED = '[Error] Could not sign message';

/** A failure in the wallet (not the API) as the widget's error: declining its prompt is a cancel. */
export function walletFailure(message: string, cause: unknown): WidgetError {
  return new WidgetError(
    isUserRejection(cause) ? 'cancelled' : 'api',
    message,
    undefined,
    undefined,
    cause,
  );
}

/**
 * What every crypto failure does: log the stage's message, tell the host (unless the client
 * call already did), and, while the screen is still shown, go to Crypto Error.
 */
export function useCryptoFailure() {
  const { reportError } = useWidget();
  const [, dispatch] = useFlow();
  return (
    message: typeof CONNECT_FAILED | typeof SIGN_FAILED,
    cause: unknown,
    { reported, shown }: { reported: boolean; shown: boolean },
  ) => {
    console.error(message, cause);
    if (!reported) reportError(walletFailure(message, cause));
    if (shown) dispatch({ type: 'transition', screen: Screen.CryptoError });
  };
}
