import type { IncomingMessage, ServerResponse } from 'node:http';
import { EXTENSION_ORIGIN } from '../../shared/extension-id';

/**
 * Local pages on any port, and the package's own browser extension (its side panel reads the
 * outbox). Only that extension: its id is fixed by its manifest key, and any other extension
 * is as foreign as any other site.
 */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  EXTENSION_ORIGIN,
];

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
 *
 * A refused extension may still read the refusal (not with credentials): its pages cannot
 * otherwise tell a 403 from a server that is down ("Failed to fetch"), and the body holds only
 * the refusal and its fix. Web pages learn nothing.
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
  if (!sameOrigin && !isAllowed(origin)) {
    if (origin.startsWith('chrome-extension://'))
      res.setHeader('Access-Control-Allow-Origin', origin);
    return false;
  }
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

/** The 403 message: which origin, and the flag (or option) that allows it. */
export function originRefusal(origin: string): string {
  const shown = origin.slice(0, 200);
  return `This test API refuses the origin ${shown} (origin_not_allowed): start it with --allow-origin ${shown} (or allowedOrigins in the API).`;
}
