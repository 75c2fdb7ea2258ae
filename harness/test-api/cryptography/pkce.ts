import { badRequest } from '../errors';
import { safeEqual, sha256Base64Url } from './hash';

// PKCE (RFC 7636, S256 only): the challenge stored at send time must equal
// base64url(SHA-256(verifier)) at authenticate time.

export function readCodeChallenge(
  value: unknown,
  required: boolean,
  product: string,
): string | null {
  if (value === undefined || value === null || value === '') {
    if (required) {
      throw badRequest(
        `This project requires PKCE for ${product}: send a code_challenge (S256).`,
        'missing_pkce_code_challenge',
      );
    }
    return null;
  }
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(value)) {
    throw badRequest('code_challenge must be a base64url SHA-256 digest (43 characters).');
  }
  return value;
}

/** Throws pkce_mismatch (the SDK retries with another verifier on "pkce" errors). */
export function checkCodeVerifier(challenge: string | null, verifier: unknown): void {
  if (challenge === null) {
    if (verifier !== undefined && verifier !== null && verifier !== '') {
      throw badRequest(
        'A code_verifier was sent but this token was issued without a code_challenge (pkce_mismatch).',
        'pkce_mismatch',
      );
    }
    return;
  }
  if (typeof verifier !== 'string' || verifier === '') {
    throw badRequest(
      'This token was issued with a PKCE code_challenge: send its code_verifier (pkce_mismatch).',
      'pkce_mismatch',
    );
  }
  if (!safeEqual(sha256Base64Url(verifier), challenge)) {
    throw badRequest(
      'The code_verifier does not match the code_challenge (pkce_mismatch).',
      'pkce_mismatch',
    );
  }
}
