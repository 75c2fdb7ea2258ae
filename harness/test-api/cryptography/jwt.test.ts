import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createStore } from '../store';
import { createJwtSigner } from './jwt';

const NOW = Date.UTC(2030, 0, 1);

describe('session JWT signer', () => {
  it('signs RS256 JWTs that verify against the project JWKS, with the session claims', async () => {
    const store = createStore(':memory:');
    const signer = createJwtSigner(store.signingKeys);
    const session = { id: 'session-test-1', roles: [] };
    const jwt = await signer.signSession('project-test-a', {
      userId: 'user-test-1',
      session,
      nowMs: NOW,
      sessionExpiresAtMs: NOW + 60 * 60_000,
      customClaims: { plan: 'pro' },
    });
    const jwks = signer.jwks('project-test-a');
    if (!jwks) throw new Error('no JWKS');
    const header = decodeProtectedHeader(jwt);
    expect(header).toEqual({ alg: 'RS256', kid: jwks.keys[0]?.kid, typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
      issuer: 'stytch.com/project-test-a',
      audience: 'project-test-a',
      currentDate: new Date(NOW + 1000),
    });
    expect(payload).toMatchObject({
      sub: 'user-test-1',
      plan: 'pro',
      'https://stytch.com/session': session,
      iat: NOW / 1000,
      nbf: NOW / 1000,
      // Five minutes, as the provider's JWTs live.
      exp: NOW / 1000 + 300,
    });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    store.close();
  });

  it('ends a JWT with its session, and keeps the key across a new signer on the same store', async () => {
    const store = createStore(':memory:');
    const claims = { userId: 'u', session: {}, nowMs: NOW, sessionExpiresAtMs: NOW + 60_000 };
    const first = await createJwtSigner(store.signingKeys).signSession('p', claims);
    const again = createJwtSigner(store.signingKeys);
    const second = await again.signSession('p', claims);
    expect(decodeProtectedHeader(second).kid).toBe(decodeProtectedHeader(first).kid);
    const jwks = again.jwks('p');
    if (!jwks) throw new Error('no JWKS');
    const { payload } = await jwtVerify(first, createLocalJWKSet(jwks), {
      currentDate: new Date(NOW),
    });
    expect(payload.exp).toBe(NOW / 1000 + 60);
    expect(again.jwks('unknown')).toBeNull();
    store.close();
  });
});
