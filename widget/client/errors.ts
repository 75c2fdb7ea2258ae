export type WidgetErrorKind = 'api' | 'network' | 'config' | 'cancelled';

/** The widget's one error type: what went wrong, for the UI and for the host's `onError`. */
export class WidgetError extends Error {
  override readonly name = 'WidgetError';
  constructor(
    readonly kind: WidgetErrorKind,
    message: string,
    readonly errorType?: string,
    readonly statusCode?: number,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

interface ApiErrorShape {
  error_type?: unknown;
  error_message?: unknown;
  status_code?: unknown;
  message?: unknown;
  name?: unknown;
}

/** Maps whatever the SDK (or the browser) threw to a WidgetError, keeping the provider's text. */
export function toWidgetError(error: unknown, networkMessage: string): WidgetError {
  if (error instanceof WidgetError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as ApiErrorShape;
  if (typeof e.error_type === 'string') {
    const message = typeof e.error_message === 'string' ? e.error_message : e.error_type;
    const status = typeof e.status_code === 'number' ? e.status_code : undefined;
    return new WidgetError('api', message, e.error_type, status, error);
  }
  if (e.name === 'AbortError' || e.name === 'NotAllowedError') {
    return new WidgetError(
      'cancelled',
      String(e.message ?? 'Cancelled'),
      undefined,
      undefined,
      error,
    );
  }
  if (
    e.name === 'StytchAPIUnreachableError' ||
    e.name === 'SDKAPIUnreachableError' ||
    (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
  ) {
    return new WidgetError('network', networkMessage, undefined, undefined, error);
  }
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  return new WidgetError('api', message, undefined, undefined, error);
}
