import { WidgetError } from '../client/errors';

/**
 * The query parameters a provider's refusal comes back in: OAuth 2.0's error response (RFC
 * 6749), which every provider follows.
 */
export const PROVIDER_ERROR_PARAMS = ['error', 'error_description'] as const;

/**
 * The provider's refusal in a redirect's address, if it carries one: the user denied the
 * consent screen (`access_denied`, a cancellation) or the provider failed. It comes back
 * instead of a token, so without this the page could only say that no token arrived.
 */
export function providerErrorFromUrl(href: string): WidgetError | null {
  const params = new URL(href).searchParams;
  const error = params.get('error');
  if (!error) return null;
  const description = params.get('error_description')?.trim();
  if (error === 'access_denied') {
    const message = `Sign-in was cancelled at the provider${description ? `: ${description}` : '.'}`;
    return new WidgetError('cancelled', message, error);
  }
  const message = `The provider refused the sign-in (${error})${description ? `: ${description}` : '.'}`;
  return new WidgetError('api', message, error);
}
