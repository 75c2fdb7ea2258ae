import type { Page } from 'puppeteer-core';
import { basicAuthHeader } from '../../test-api';

// How the page's session was made, as the test API knows it: a login the app shows may still
// have come from a session left behind, so a scenario that means one product checks its factor.

/**
 * The delivery methods of the factors of the page's session (its `stytch_session` cookie), e.g.
 * `webauthn_registration` after a passkey login. Asked as the SDK asks: with the session token
 * as the Authorization secret.
 */
export async function sessionFactorMethods(
  page: Page,
  apiUrl: string,
  publicToken: string,
): Promise<string[]> {
  const cookie = (await page.cookies()).find((c) => c.name === 'stytch_session' && c.value);
  if (!cookie) throw new Error('The page has no stytch_session cookie to ask about');
  const response = await fetch(new URL('/sdk/v1/sessions/authenticate', apiUrl), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: basicAuthHeader(publicToken, decodeURIComponent(cookie.value)),
    },
    body: '{}',
  });
  const json = (await response.json()) as {
    data?: { session?: { authentication_factors?: { delivery_method?: string }[] } };
    error_message?: string;
  };
  if (!response.ok) {
    throw new Error(`The test API does not know the page's session: ${json.error_message}`);
  }
  return (json.data?.session?.authentication_factors ?? []).map((f) => f.delivery_method ?? '');
}
