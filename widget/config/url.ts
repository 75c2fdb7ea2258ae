// An absolute http(s) URL: redirect URLs, the logo, the API and the bundle. `new URL` alone is
// too lenient ("localhost:4010" parses, with the scheme "localhost:"; "http://a b/" is fixed up
// silently, "http:///x" becomes "http://x/"), so the scheme, a host right after it and the
// absence of whitespace are checked first.

/** What JSON Schema can carry of the rule (no flags, hence the spelled-out case). */
export const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+(?:[/?#]\\S*)?$';
const HTTP_URL = new RegExp(HTTP_URL_PATTERN);

export const HTTP_URL_MESSAGE =
  'must be an absolute http(s) URL, e.g. "http://localhost:3000/authenticate"';

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !HTTP_URL.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export function httpUrlProblem(value: unknown): string | null {
  return isHttpUrl(value) ? null : HTTP_URL_MESSAGE;
}
