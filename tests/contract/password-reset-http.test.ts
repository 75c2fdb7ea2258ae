import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
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

  it('links to the reset page with stytch_token_type=reset_password, keeping its query', async () => {
    const pt = uniqueToken();
    await userWithPassword(pt, 'link-type@example.com');
    await startReset(pt, 'link-type@example.com', {
      reset_password_redirect_url: 'http://localhost:3000/reset-password?from=email',
    });
    const [message] = await readOutbox(server.url, {
      to: 'link-type@example.com',
      kind: 'reset_password',
    });
    const link = new URL(message?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    expect(link.searchParams.get('from')).toBe('email');
    expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');
    expect(link.searchParams.get('token')).toBe(message?.token);
    // No login_redirect_url in the call: no login link.
    expect(message).not.toHaveProperty('login_link');
  });

  // 'Login without a password' on the reset form, and a `stytch_token_type=login` link, both
  // authenticate the reset token as a magic link (the SDK's magic_links/authenticate).
  it('authenticates the reset token as a magic link, once', async () => {
    const pt = uniqueToken();
    await userWithPassword(pt, 'no-password-login@example.com');
    const { token } = await startReset(pt, 'no-password-login@example.com');
    const login = await call<{ data: { user_id: string; session_token: string } } & ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/magic_links/authenticate',
      { token, session_duration_minutes: 30 },
      { publicToken: pt },
    );
    expect(login.status).toBe(200);
    expect(login.body.data.session_token).toBeTruthy();
    // Used: the link can neither log in again nor reset the password.
    const again = await call<ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/magic_links/authenticate',
      { token, session_duration_minutes: 30 },
      { publicToken: pt },
    );
    expect(again.status).toBe(401);
    expect(again.body.error_type).toBe('unable_to_auth_magic_link');
    expect((await reset(pt, token, NEXT)).body.error_type).toBe('unable_to_reset_password');
  });

  it('with login_redirect_url, also sends a stytch_token_type=login link for the same token', async () => {
    const pt = uniqueToken();
    await userWithPassword(pt, 'login-link@example.com');
    await startReset(pt, 'login-link@example.com', {
      login_redirect_url: 'http://localhost:3000/reset-password',
    });
    const [message] = await readOutbox(server.url, {
      to: 'login-link@example.com',
      kind: 'reset_password',
    });
    const loginLink = new URL(message?.login_link ?? '');
    expect(`${loginLink.origin}${loginLink.pathname}`).toBe('http://localhost:3000/reset-password');
    expect(loginLink.searchParams.get('stytch_token_type')).toBe('login');
    expect(loginLink.searchParams.get('token')).toBe(message?.token);
    expect(message?.body).toContain(message?.login_link);
    const login = await call(
      server.url,
      'POST',
      '/sdk/v1/magic_links/authenticate',
      { token: loginLink.searchParams.get('token'), session_duration_minutes: 30 },
      { publicToken: pt },
    );
    expect(login.status).toBe(200);
  });

  it('a magic-link token is not a reset token', async () => {
    const pt = uniqueToken();
    await call(
      server.url,
      'POST',
      '/sdk/v1/magic_links/email/login_or_create',
      {
        email: 'eml-only@example.com',
        login_magic_link_url: 'http://localhost:3000/authenticate',
        signup_magic_link_url: 'http://localhost:3000/authenticate',
      },
      { publicToken: pt },
    );
    const token =
      (await readOutbox(server.url, { to: 'eml-only@example.com', kind: 'magic_link' })).at(-1)
        ?.token ?? '';
    expect(token).not.toBe('');
    const res = await reset(pt, token, NEXT);
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('reset_password_token_not_found');
  });
});
