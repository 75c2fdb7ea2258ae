import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/outbox-client';
import { call, clockFromNow, JUST_BEFORE_SECONDS, pkcePair } from './support/http';
import { startServer, uniqueToken } from './support/server';

// passwords/email/reset/start → outbox link → passwords/email/reset: redirect allow-list,
// expiry, PKCE when the project requires it, and a weak password that leaves the link unspent.

let server: RunningTestApi;
const pkceProject = uniqueToken();
const STRONG = 'copper-Glacier-whistle-5150-fern';
const NEXT = 'violet-Harbor-lantern-7741-moss';
type ErrorJson = { error_type: string; error_message: string };

beforeAll(async () => {
  server = await startServer({
    projects: { [pkceProject]: { pkceRequiredForPasswordResets: true } },
  });
});
afterAll(async () => {
  await server?.close();
});

async function userWithPassword(pt: string, email: string): Promise<void> {
  const res = await call(
    server.url,
    'POST',
    '/sdk/v1/passwords',
    { email, password: STRONG },
    { publicToken: pt },
  );
  expect(res.status).toBe(200);
}

/** Starts a reset and returns the token from the outbox link. */
async function startReset(pt: string, email: string, extra: Record<string, unknown> = {}) {
  const res = await call<ErrorJson>(
    server.url,
    'POST',
    '/sdk/v1/passwords/email/reset/start',
    { email, reset_password_redirect_url: 'http://localhost:3000/reset', ...extra },
    { publicToken: pt },
  );
  if (res.status !== 200) return { res, token: '' };
  const link = (await readOutbox(server.url, { to: email, kind: 'reset_password' })).at(-1)?.link;
  return { res, token: new URL(link ?? '').searchParams.get('token') ?? '' };
}

const reset = (pt: string, token: string, password: string, extra: Record<string, unknown> = {}) =>
  call<ErrorJson>(
    server.url,
    'POST',
    '/sdk/v1/passwords/email/reset',
    { token, password, session_duration_minutes: 30, ...extra },
    { publicToken: pt },
  );

describe('password reset by email over HTTP', () => {
  it('refuses a redirect URL outside the allow-list', async () => {
    const pt = uniqueToken();
    await userWithPassword(pt, 'redirect@example.com');
    const { res } = await startReset(pt, 'redirect@example.com', {
      reset_password_redirect_url: 'https://evil.example/reset',
    });
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('invalid_redirect_url');
  });

  it('leaves the link unspent when the new password is weak or breached', async () => {
    const pt = uniqueToken();
    await userWithPassword(pt, 'weak-reset@example.com');
    const { token } = await startReset(pt, 'weak-reset@example.com');
    expect((await reset(pt, token, 'password1')).body.error_type).toBe('breached_password');
    expect((await reset(pt, token, 'weak-reset@example.com')).body.error_type).toBe(
      'weak_password',
    );
    expect((await reset(pt, token, NEXT)).status).toBe(200);
    expect((await reset(pt, token, NEXT)).body.error_type).toBe('unable_to_reset_password');
  });

  it('checks the token before the password', async () => {
    const pt = uniqueToken();
    const res = await reset(pt, 'no-such-token', 'password1');
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('reset_password_token_not_found');
  });

  it('expires after 30 minutes by default, and not before', async () => {
    const pt = uniqueToken();
    await userWithPassword(pt, 'early-reset@example.com');
    await userWithPassword(pt, 'late-reset@example.com');
    const clockAt = clockFromNow(server.url);
    const early = await startReset(pt, 'early-reset@example.com');
    const late = await startReset(pt, 'late-reset@example.com');
    await clockAt(30 * 60 - JUST_BEFORE_SECONDS);
    expect((await reset(pt, early.token, NEXT)).status).toBe(200);
    await clockAt(30 * 60 + 1);
    const res = await reset(pt, late.token, NEXT);
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('unable_to_reset_password');
  });

  it('requires PKCE when the project says so, and a wrong verifier leaves the link unspent', async () => {
    await userWithPassword(pkceProject, 'pkce-reset@example.com');
    const missing = await startReset(pkceProject, 'pkce-reset@example.com');
    expect(missing.res.status).toBe(400);
    expect(missing.res.body.error_message).toMatch(/code_challenge/);
    const { verifier, challenge } = await pkcePair();
    const { token } = await startReset(pkceProject, 'pkce-reset@example.com', {
      code_challenge: challenge,
    });
    const wrong = await reset(pkceProject, token, NEXT, { code_verifier: 'not-the-verifier' });
    expect(wrong.body.error_type).toBe('pkce_mismatch');
    const ok = await reset(pkceProject, token, NEXT, { code_verifier: verifier });
    expect(ok.status).toBe(200);
    const login = await call(
      server.url,
      'POST',
      '/sdk/v1/passwords/authenticate',
      { email: 'pkce-reset@example.com', password: NEXT },
      { publicToken: pkceProject },
    );
    expect(login.status).toBe(200);
  });
});
