import type { IncomingMessage, ServerResponse } from 'node:http';

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

const ALLOWED_HEADERS = 'Authorization, Content-Type, X-SDK-Client, X-SDK-Parent-Host';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

/** Compiles origin patterns; `*` matches any run of characters except `/` (e.g. a port). */
export function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const regexes = patterns.map((pattern) => {
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
    return new RegExp(`^${escaped}$`, 'i');
  });
  return (origin) => regexes.some((re) => re.test(origin));
}

/**
 * Adds CORS headers for an allowed Origin. The SDK sends credentials, so the Origin is
 * echoed (never `*`). Returns false when the request carries a disallowed Origin.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  isAllowed: (origin: string) => boolean,
): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin) return true;
  // The emulator's own pages (OAuth consent, outbox view) post back to it same-origin.
  const sameOrigin = origin === `http://${req.headers.host}`;
  if (!sameOrigin && !isAllowed(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  if (req.method === 'OPTIONS') {
    const requested = req.headers['access-control-request-headers'];
    res.setHeader('Access-Control-Allow-Headers', requested ? requested : ALLOWED_HEADERS);
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  return true;
}
