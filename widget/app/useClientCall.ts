import { callClient } from '../client/call-client';
import type { StytchClient } from '../client/stytch-client';
import { useWidget } from './context';

/**
 * Runs one SDK call with the widget's client. A failure comes back as a WidgetError that the
 * host's onError has already seen, so screens only decide where to show it.
 */
export function useClientCall() {
  const widget = useWidget();
  return <T>(call: (client: StytchClient) => Promise<T>): Promise<T> => callClient(widget, call);
}
