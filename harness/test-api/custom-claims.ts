import { badRequest } from './errors';
import { type Body, optionalObject } from './validate';

// Session custom claims (backend API): stored on the session, shown in the session object and
// set at the top level of the session JWT, where registered claims must not be overwritten.

const RESERVED = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']);
const MAX_BYTES = 4096;

/** Reads `session_custom_claims`, refusing registered JWT claims and the provider's own. */
export function readCustomClaims(body: Body): Record<string, unknown> | undefined {
  const claims = optionalObject(body, 'session_custom_claims');
  if (!claims) return undefined;
  for (const key of Object.keys(claims)) {
    if (RESERVED.has(key) || key.startsWith('https://stytch.com')) {
      throw badRequest(
        `session_custom_claims may not set "${key}": it is a registered or Stytch claim.`,
        'invalid_session_custom_claims',
      );
    }
  }
  return claims;
}

/**
 * The stored claims (JSON) after a patch: keys are added or replaced, a null value removes
 * its key. Refuses a result over the size limit.
 */
export function customClaimsAfter(currentJson: string, patch: Record<string, unknown>): string {
  let current: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(currentJson);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      current = parsed as Record<string, unknown>;
    }
  } catch {
    // A damaged value starts over from no claims.
  }
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  const json = JSON.stringify(next);
  if (Buffer.byteLength(json) > MAX_BYTES) {
    throw badRequest(
      `A session's custom claims may hold at most ${MAX_BYTES} bytes of JSON.`,
      'invalid_session_custom_claims',
    );
  }
  return json;
}
