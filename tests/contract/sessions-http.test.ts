import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectIdFor, type RunningTestApi } from '../../harness/test-api';
import { lastCode } from '../../harness/test-api/control-client';
import { advanceClock, call, clockFromNow, JUST_BEFORE_SECONDS } from './support/http';
import { PUBLIC_TOKEN, startServer } from './support/server';

let server: RunningTestApi;
type Auth = {
  data: {
    user_id: string;
    session_token: string;
    session_jwt: string;
    session: { session_id: string; expires_at: string; authentication_factors: unknown[] };
  };
};
type ErrorJson = { status_code: number; error_type: string; error_message: string };

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function login(email: string, minutes = 30): Promise<Auth['data']> {
  const pt = { publicToken: PUBLIC_TOKEN };
  const sent = await call<{ data: { method_id: string } }>(
    server.url,
    'POST',
    '/sdk/v1/otps/email/login_or_create',
    { email },
    pt,
  );
  const code = await lastCode(server.url, email);
  const res = await call<Auth>(
    server.url,
    'POST',
    '/sdk/v1/otps/authenticate',
    { token: code, method_id: sent.body.data.method_id, session_duration_minutes: minutes },
    pt,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

const asSession = (token: string) => ({ publicToken: PUBLIC_TOKEN, sessionToken: token });

describe('sessions', () => {
  it("signs an RS256 JWT with Stytch's session claims, verifiable against the JWKS", async () => {
    const auth = await login('jwt@example.com');
    const projectId = projectIdFor(PUBLIC_TOKEN);
    const jwks = await call<{ keys: Record<string, unknown>[] }>(
      server.url,
      'GET',
      `/v1/sessions/jwks/${projectId}`,
    );
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(JSON.stringify(jwks.body.keys)).not.toContain('"d"');
    const { payload, protectedHeader } = await jwtVerify(
      auth.session_jwt,
      createLocalJWKSet({ keys: jwks.body.keys }),
      { issuer: `stytch.com/${projectId}`, audience: projectId },
    );
    expect(protectedHeader.kid).toBe(jwks.body.keys[0]?.kid);
    expect(payload.sub).toBe(auth.user_id);
    expect(typeof payload.jti).toBe('string');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
    expect(payload['https://stytch.com/session']).toMatchObject({
      id: auth.session.session_id,
      authentication_factors: [{ type: 'otp', delivery_method: 'email' }],
    });
  });

  it('refreshes with the same token and extends per session_duration_minutes', async () => {
    const auth = await login('refresh@example.com', 10);
    await advanceClock(server.url, 5 * 60);
    const res = await call<Auth>(
      server.url,
      'POST',
      '/sdk/v1/sessions/authenticate',
      { session_duration_minutes: 60 },
      asSession(auth.session_token),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.session_token).toBe(auth.session_token);
    expect(res.body.data.session_jwt).not.toBe(auth.session_jwt);
    const extended =
      Date.parse(res.body.data.session.expires_at) - Date.parse(auth.session.expires_at);
    expect(extended).toBeGreaterThanOrEqual(55 * 60_000);
  });

  it('ends a session at expires_at, and not before', async () => {
    const auth = await login('expire@example.com', 5);
    const clockAt = clockFromNow(server.url);
    // Without session_duration_minutes, authenticate leaves the session's end where it was.
    const check = () =>
      call<ErrorJson>(
        server.url,
        'POST',
        '/sdk/v1/sessions/authenticate',
        {},
        asSession(auth.session_token),
      );
    await clockAt(5 * 60 - JUST_BEFORE_SECONDS);
    expect((await check()).status).toBe(200);
    await clockAt(5 * 60 + 1);
    const res = await check();
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('session_not_found');
  });

  it('revokes a session, after which its token is unknown', async () => {
    const auth = await login('revoke@example.com');
    expect(
      (
        await call(
          server.url,
          'POST',
          '/sdk/v1/sessions/revoke',
          undefined,
          asSession(auth.session_token),
        )
      ).status,
    ).toBe(200);
    const me = await call<ErrorJson>(
      server.url,
      'GET',
      '/sdk/v1/users/me',
      undefined,
      asSession(auth.session_token),
    );
    expect(me.status).toBe(404);
    expect(me.body.error_type).toBe('session_not_found');
  });

  it('users/me needs a session and returns only the caller', async () => {
    const a = await login('me-a@example.com');
    await login('me-b@example.com');
    const anon = await call<ErrorJson>(server.url, 'GET', '/sdk/v1/users/me', undefined, {
      publicToken: PUBLIC_TOKEN,
    });
    expect(anon.status).toBe(401);
    const me = await call<{ data: { user_id: string; emails: { email: string }[] } }>(
      server.url,
      'GET',
      '/sdk/v1/users/me',
      undefined,
      asSession(a.session_token),
    );
    expect(me.body.data.user_id).toBe(a.user_id);
    expect(me.body.data.emails.map((e) => e.email)).toEqual(['me-a@example.com']);
  });

  it('keeps projects apart: a session token is unknown under another public token', async () => {
    const auth = await login('tenant@example.com');
    const other = await call<ErrorJson>(server.url, 'GET', '/sdk/v1/users/me', undefined, {
      publicToken: 'public-token-test-someone-else',
      sessionToken: auth.session_token,
    });
    expect(other.status).toBe(404);
  });
});
