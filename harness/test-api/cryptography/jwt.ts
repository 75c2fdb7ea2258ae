import { createPrivateKey, type JsonWebKey, type KeyObject, randomUUID, sign } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { SigningKeyQueries } from '../store/signing-keys';

export interface SessionClaims {
  userId: string;
  session: Record<string, unknown>;
  /** Emulated "now" and the session's end, epoch ms. */
  nowMs: number;
  sessionExpiresAtMs: number;
  /** The session's custom claims, set at the top level of the payload as the provider does. */
  customClaims?: Record<string, unknown>;
}

export interface JwtSigner {
  signSession(projectId: string, claims: SessionClaims): Promise<string>;
  /** The public keys of a project that has signed something; null for an unknown project. */
  jwks(projectId: string): { keys: JWK[] } | null;
}

type SigningKey = { kid: string; key: KeyObject };

const base64url = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** Session JWTs live five minutes (as the provider's do), never past the session itself. */
const JWT_LIFETIME_SECONDS = 300;

/**
 * RS256 signing with one key per project, kept in the store so a restart serves the same
 * JWKS and earlier JWTs stay verifiable.
 */
export function createJwtSigner(projects: SigningKeyQueries): JwtSigner {
  const keys = new Map<string, Promise<SigningKey>>();

  async function createKey(projectId: string): Promise<SigningKey> {
    let row = projects.signingKey(projectId);
    if (!row) {
      const pair = await generateKeyPair('RS256', { extractable: true });
      const kid = `jwk-test-${randomUUID()}`;
      const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: 'RS256' };
      const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
      projects.insertSigningKey({
        project_id: projectId,
        kid,
        private_jwk: JSON.stringify(privateJwk),
        public_jwk: JSON.stringify(publicJwk),
        created_at: Date.now(),
      });
      row = projects.signingKey(projectId);
      if (!row) throw new Error(`signing key for ${projectId} was not stored`);
    }
    const jwk = JSON.parse(row.private_jwk) as JsonWebKey;
    return { kid: row.kid, key: createPrivateKey({ key: jwk, format: 'jwk' }) };
  }

  function keyFor(projectId: string): Promise<SigningKey> {
    let pending = keys.get(projectId);
    if (!pending) {
      pending = createKey(projectId);
      pending.catch(() => keys.delete(projectId));
      keys.set(projectId, pending);
    }
    return pending;
  }

  return {
    async signSession(projectId, claims) {
      const { kid, key } = await keyFor(projectId);
      const iat = Math.floor(claims.nowMs / 1000);
      const exp = Math.max(
        iat + 1,
        Math.min(iat + JWT_LIFETIME_SECONDS, Math.floor(claims.sessionExpiresAtMs / 1000)),
      );
      const header = { alg: 'RS256', kid, typ: 'JWT' };
      const payload = {
        ...claims.customClaims,
        'https://stytch.com/session': claims.session,
        iss: `stytch.com/${projectId}`,
        aud: [projectId],
        sub: claims.userId,
        iat,
        nbf: iat,
        exp,
        jti: randomUUID(),
      };
      const input = `${base64url(header)}.${base64url(payload)}`;
      // node:crypto's one-shot sign with a parsed KeyObject, on this thread (about 0.22 ms):
      // in the thread pool it queued behind the password hashes (scrypt runs there), which
      // doubled password logins' latency under load, and WebCrypto through jose cost more.
      return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
    },
    jwks(projectId) {
      const row = projects.signingKey(projectId);
      return row ? { keys: [JSON.parse(row.public_jwk) as JWK] } : null;
    },
  };
}
