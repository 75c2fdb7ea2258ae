import { toWidgetError, WidgetError } from '../client/errors';
import { loadClient } from '../client/stytch-client';
import { SESSION_DURATION_MINUTES_FALLBACK } from '../config/constants';
import { publicTokenProblem } from '../config/public-token';
import { en } from '../i18n/en';
import { PROVIDER_ERROR_PARAMS, providerErrorFromUrl } from './provider-error';
import { readUrlToken, removeTokenFromAddressBar, TOKEN_PARAMS } from './url-token';

export interface AuthenticateFromUrlOptions {
  publicToken: string;
  apiUrl?: string;
  sessionDurationMinutes?: number;
  /** Defaults to the page's own address. */
  url?: string;
}

export type AuthenticateFromUrlResult =
  | { ok: true; tokenType: string; userId: string; sessionId: string }
  | { ok: false; error: WidgetError };

/**
 * Finishes a login that landed on this page through a redirect (magic link, OAuth): reads
 * `stytch_token_type` and `token`, authenticates through the SDK, and takes the token out
 * of the address bar whatever the outcome, so a reload or a shared URL cannot replay it.
 * An OAuth provider's refusal (a denied consent) comes back as that error, not a token. The
 * SDK finishes OAuth with the PKCE verifier its start stored for this public token, so this
 * page must be on the origin the widget ran on.
 */
export async function authenticateFromUrl(
  options: AuthenticateFromUrlOptions,
): Promise<AuthenticateFromUrlResult> {
  const tokenProblem = publicTokenProblem(options.publicToken);
  if (tokenProblem) return { ok: false, error: new WidgetError('config', tokenProblem) };
  const href = options.url ?? window.location.href;
  const { tokenType, token } = readUrlToken(href);
  const refused = providerErrorFromUrl(href);
  if (refused) {
    if (!options.url) removeTokenFromAddressBar(href, [...TOKEN_PARAMS, ...PROVIDER_ERROR_PARAMS]);
    return { ok: false, error: refused };
  }
  if (!tokenType || !token) {
    return {
      ok: false,
      error: new WidgetError(
        'config',
        'This page address has no stytch_token_type and token to log in with.',
      ),
    };
  }
  if (!options.url) removeTokenFromAddressBar(href);
  const duration = options.sessionDurationMinutes ?? SESSION_DURATION_MINUTES_FALLBACK;
  try {
    const client = await loadClient(options.publicToken, options.apiUrl);
    const response =
      tokenType === 'magic_links' || tokenType === 'login'
        ? await client.magicLinks.authenticate(token, { session_duration_minutes: duration })
        : tokenType === 'oauth'
          ? await client.oauth.authenticate(token, { session_duration_minutes: duration })
          : null;
    if (!response) {
      return {
        ok: false,
        error: new WidgetError(
          'config',
          `stytch_token_type "${tokenType}" cannot be finished on this page.`,
        ),
      };
    }
    return {
      ok: true,
      tokenType,
      userId: response.user_id,
      sessionId: response.session.session_id,
    };
  } catch (error) {
    return { ok: false, error: toWidgetError(error, en['error.network']) };
  }
}
