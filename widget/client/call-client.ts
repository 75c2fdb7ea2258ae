import { toWidgetError, type WidgetError } from './errors';

/** What a client call needs from the widget: the client, the host's onError, the network text. */
export interface ClientCallContext<C> {
  getClient(): Promise<C>;
  reportError(error: WidgetError): void;
  t(id: 'error.network'): string;
}

/**
 * Runs one SDK call. A failure comes back as a WidgetError that the host's onError has already
 * seen, so screens only decide where to show it.
 */
export async function callClient<C, T>(
  context: ClientCallContext<C>,
  call: (client: C) => Promise<T>,
): Promise<T> {
  try {
    return await call(await context.getClient());
  } catch (error) {
    const widgetError = toWidgetError(error, context.t('error.network'));
    context.reportError(widgetError);
    throw widgetError;
  }
}
