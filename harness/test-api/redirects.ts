import type { ParsedRequest } from './context';
import { badRequest } from './errors';
import type { ProjectSettings } from './projects';

// Redirect URLs in emailed links and OAuth callbacks must match the project's allow-list,
// as the provider requires, so a test cannot accidentally send a user to another site.

const wildcard = (text: string): string =>
  text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');

function compile(pattern: string): RegExp {
  // scheme://host, an optional ":*" port wildcard, then the path if the pattern has one.
  const parts = /^([a-z][a-z0-9+.-]*:\/\/[^/]*?)(:\*)?(\/.*)?$/i.exec(pattern);
  if (!parts) return new RegExp(`^${wildcard(pattern)}$`, 'i');
  const [, origin = '', anyPort, path] = parts;
  // URL.origin leaves out the scheme's default port, so ":*" must also match no port at all.
  const port = anyPort ? '(?::\\d+)?' : '';
  // A pattern without a path allows any path on that origin.
  const rest = path === undefined ? '(/.*)?' : wildcard(path);
  return new RegExp(`^${wildcard(origin)}${port}${rest}$`, 'i');
}

export function isAllowedRedirect(url: string, settings: ProjectSettings): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const target = `${parsed.origin}${parsed.pathname}`;
  return settings.allowedRedirectUrls.some((pattern) => compile(pattern).test(target));
}

/** The page that made the call: its Origin, else the SDK's X-SDK-Parent-Host, else Referer. */
function callingPage(req: ParsedRequest): string | undefined {
  const candidates = [req.origin, req.headers['x-sdk-parent-host'], req.headers.referer];
  for (const value of candidates) {
    if (typeof value !== 'string' || value === '' || value === 'null') continue;
    try {
      return `${new URL(value).origin}/`;
    } catch {
      // try the next one
    }
  }
  return undefined;
}

/** Picks the given URL or the default, and checks it against the allow-list. */
export function resolveRedirect(
  given: string | undefined,
  field: string,
  settings: ProjectSettings,
  req: ParsedRequest,
): string {
  const url = given || settings.defaultRedirectUrl || callingPage(req);
  if (!url) {
    throw badRequest(
      `${field} is required: no default redirect URL is configured and the request has no Origin.`,
      'invalid_redirect_url',
    );
  }
  if (!isAllowedRedirect(url, settings)) {
    throw badRequest(
      `${field} ${url} is not in the project's allowed redirect URLs (${settings.allowedRedirectUrls.join(', ')}).`,
      'invalid_redirect_url',
    );
  }
  return url;
}

/** Appends `stytch_token_type` and `token`, keeping any query the URL already has. */
export function linkWithToken(base: string, tokenType: string, token: string): string {
  const url = new URL(base);
  url.searchParams.set('stytch_token_type', tokenType);
  url.searchParams.set('token', token);
  return url.toString();
}
