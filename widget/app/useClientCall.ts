import { toWidgetError, type WidgetError } from '../client/errors';
import type { StytchClient } from '../client/stytch-client';
import { useWidget } from './context';

/**
 * Runs one SDK call with the widget's client. A failure comes back as a WidgetError that the
 * host's onError has already seen, so screens only decide where to show it.
 */
export function useClientCall() {
  const { getClient, reportError, t } = useWidget();
  return async <T>(call: (client: StytchClient) => Promise<T>): Promise<T> => {
    try {
      return await call(await getClient());
    } catch (error) {
      const widgetError: WidgetError = toWidgetError(error, t('error.network'));
      reportError(widgetError);
      throw widgetError;
    }
  };
}
