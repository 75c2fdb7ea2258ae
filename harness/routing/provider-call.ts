/** One request to a provider host and how it was answered. */
export interface ProviderCall {
  method: string;
  host: string;
  /** The path and query, as the page asked for them. */
  path: string;
  status: number;
  /** The test API's error message when it could not answer (a route it lacks). */
  error?: string;
  /**
   * What asked for it, as the browser tells (`fetch`, `xhr`, `script`, `document`, `image`,
   * `font`, …, lower case), where it does.
   */
  resourceType?: string;
}

/**
 * A request the browser makes by itself, not the page: the tab's icon. A provider page opened
 * in the tab (the test API's OAuth consent page) gets one asked for; its 404 is nobody's gap.
 */
export function isBrowserOwnRequest(method: string, path: string): boolean {
  return method === 'GET' && path.split('?')[0] === '/favicon.ico';
}

/**
 * Whether the test API could not answer the call: no such route (404 `route_not_found`), the
 * method is not served there (405), not implemented (501), or the test API was unreachable
 * (502 from the router). Other 4xx answers are the API's own (a wrong code, a missing user).
 */
export function isGap(status: number, errorType: string | undefined): boolean {
  if (status === 501 || status === 502 || status === 405) return true;
  return status === 404 && (errorType === undefined || errorType === 'route_not_found');
}

/** `GET test.stytch.com/sdk/v1/x: 404 (No route for GET /sdk/v1/x.)`, for failures. */
export function describeCall(call: ProviderCall): string {
  const why = call.error ? ` (${call.error})` : '';
  return `${call.method} ${call.host}${call.path}: ${call.status}${why}`;
}

/** The error a scenario fails with when the test API could not answer a provider call. */
export class UnansweredProviderCallError extends Error {
  constructor(readonly call: ProviderCall) {
    super(
      `The test API does not answer ${call.method} ${call.path} (the page called https://${call.host}${call.path}; test API answered ${call.status}${call.error ? `: ${call.error}` : ''}).`,
    );
    this.name = 'UnansweredProviderCallError';
  }
}
