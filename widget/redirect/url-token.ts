/**
 * The query parameters a Stytch link carries its token in: magic links, password resets and
 * OAuth redirects all land with these two.
 */
export const TOKEN_PARAMS = ['stytch_token_type', 'token'] as const;

export interface UrlToken {
  tokenType: string | null;
  token: string | null;
}

export function readUrlToken(href: string): UrlToken {
  const url = new URL(href);
  return {
    tokenType: url.searchParams.get('stytch_token_type'),
    token: url.searchParams.get('token'),
  };
}

/**
 * Takes the token (or other `names`) out of the address bar (history.replaceState, no
 * navigation), so a reload, the back button or a shared URL cannot replay it.
 */
export function removeTokenFromAddressBar(
  href: string = window.location.href,
  names: readonly string[] = TOKEN_PARAMS,
): void {
  const clean = new URL(href);
  for (const name of names) clean.searchParams.delete(name);
  if (clean.href !== href) window.history.replaceState(window.history.state, '', clean.href);
}
