import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { advanceClock, call, loginByEmail } from './support/http';
import { startServer, uniqueToken } from './support/server';

let server: RunningTestApi;
type ErrorJson = { status_code: number; error_type: string; error_message: string };
const STRONG = 'copper-Glacier-whistle-5150-fern';

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const login = (publicToken: string, email: string, password: string) =>
  call<ErrorJson>(
    server.url,
    'POST',
    '/sdk/v1/passwords/authenticate',
    { email, password, session_duration_minutes: 30 },
    { publicToken },
  );

describe('passwords over HTTP', () => {
  it('locks a user for 60 minutes after 10 wrong passwords', async () => {
    const pt = uniqueToken();
    const created = await call(
      server.url,
      'POST',
      '/sdk/v1/passwords',
      { email: 'lock@example.com', password: STRONG },
      { publicToken: pt },
    );
    expect(created.status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await login(pt, 'lock@example.com', `wrong-${i}`)).body.error_type).toBe(
        'unauthorized_credentials',
      );
    }
    const locked = await login(pt, 'lock@example.com', STRONG);
    expect(locked.body.error_type).toBe('user_lock_limit_reached');
    await advanceClock(server.url, 61 * 60);
    expect((await login(pt, 'lock@example.com', STRONG)).status).toBe(200);
  });

  it('distinguishes an unknown email from an account without a password', async () => {
    const pt = uniqueToken();
    expect((await login(pt, 'ghost@example.com', STRONG)).body.error_type).toBe('email_not_found');
    await loginByEmail(server.url, pt, 'otp-user@example.com');
    expect((await login(pt, 'otp-user@example.com', STRONG)).body.error_type).toBe(
      'no_user_password',
    );
  });

  it('never stores the password itself', async () => {
    const pt = uniqueToken();
    await call(
      server.url,
      'POST',
      '/sdk/v1/passwords',
      { email: 'hash@example.com', password: STRONG },
      { publicToken: pt },
    );
    const rows = server.api.store.db.all<Record<string, unknown>>('SELECT * FROM users');
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(STRONG);
    expect(dump).toContain('scrypt$16384$8$1$');
  });

  it('a reset link is single use', async () => {
    const pt = uniqueToken();
    await call(
      server.url,
      'POST',
      '/sdk/v1/passwords',
      { email: 'reset@example.com', password: STRONG },
      { publicToken: pt },
    );
    await call(
      server.url,
      'POST',
      '/sdk/v1/passwords/email/reset/start',
      { email: 'reset@example.com', reset_password_redirect_url: 'http://localhost:3000/reset' },
      { publicToken: pt },
    );
    const res = await fetch(
      `${server.url}/__emulator/outbox?kind=reset_password&to=reset@example.com`,
    );
    const { messages } = (await res.json()) as { messages: { token: string }[] };
    const token = messages.at(-1)?.token ?? '';
    const body = { token, password: `${STRONG}-new`, session_duration_minutes: 30 };
    expect(
      (await call(server.url, 'POST', '/sdk/v1/passwords/email/reset', body, { publicToken: pt }))
        .status,
    ).toBe(200);
    const again = await call<ErrorJson>(server.url, 'POST', '/sdk/v1/passwords/email/reset', body, {
      publicToken: pt,
    });
    expect(again.status).toBe(401);
    expect(again.body.error_message).toMatch(/already used/);
  });
});
