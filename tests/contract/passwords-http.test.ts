import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
import { call, clockFromNow, JUST_BEFORE_SECONDS, loginByEmail } from './support/http';
import { startServer, uniqueToken } from './support/server';

let server: RunningTestApi;
type ErrorJson = { status_code: number; error_type: string; error_message: string };
const STRONG = 'copper-Glacier-whistle-5150-fern';

// At a real service's hashing cost, so the lock-out races below run against slow hashes as
// they would there (the default test cost is covered in password-hash-cost-http.test.ts).
beforeAll(async () => {
  server = await startServer({ passwordHashCost: 'production' });
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
    const clockAt = clockFromNow(server.url);
    const locked = await login(pt, 'lock@example.com', STRONG);
    expect(locked.body.error_type).toBe('user_lock_limit_reached');
    await clockAt(60 * 60 - JUST_BEFORE_SECONDS);
    expect((await login(pt, 'lock@example.com', STRONG)).body.error_type).toBe(
      'user_lock_limit_reached',
    );
    await clockAt(60 * 60 + 1);
    expect((await login(pt, 'lock@example.com', STRONG)).status).toBe(200);
  });

  it('cannot be out-guessed by concurrent wrong passwords: the lock holds after the 10th', async () => {
    const pt = uniqueToken();
    const email = 'lock-race@example.com';
    await call(
      server.url,
      'POST',
      '/sdk/v1/passwords',
      { email, password: STRONG },
      { publicToken: pt },
    );
    // All 20 pass the lock check before any hash finishes; each must look again afterwards.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(pt, email, `wrong-guess-${i}`)),
    );
    const types = results.map((r) => r.body.error_type);
    expect(types.filter((t) => t === 'unauthorized_credentials')).toHaveLength(10);
    expect(types.filter((t) => t === 'user_lock_limit_reached')).toHaveLength(10);
    expect((await login(pt, email, STRONG)).body.error_type).toBe('user_lock_limit_reached');
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
    const messages = await readOutbox(server.url, {
      kind: 'reset_password',
      to: 'reset@example.com',
    });
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

  it('keeps answering other requests while zxcvbn scores a slow password', async () => {
    // A long repetitive password costs zxcvbn a second or more of CPU; other calls must not wait.
    const slow = '1234567890'.repeat(25);
    let scored = false;
    const check = call<{ data: { score: number; valid_password: boolean } }>(
      server.url,
      'POST',
      '/sdk/v1/passwords/strength_check',
      { password: slow },
      { publicToken: uniqueToken() },
    ).then((res) => {
      scored = true;
      return res;
    });
    for (let i = 0; i < 5; i++) {
      const clock = await fetch(`${server.url}/__emulator/clock`);
      expect(clock.status).toBe(200);
    }
    expect(scored).toBe(false);
    const res = await check;
    expect(res.status).toBe(200);
    expect(res.body.data.valid_password).toBe(false);
  });

  it('scores in the worker exactly as on the main thread', async () => {
    const { checkStrength } = await import('../../harness/test-api/passwords/strength');
    const { DEFAULT_SETTINGS } = await import('../../harness/test-api/projects');
    const pt = uniqueToken();
    for (const password of ['password123', STRONG, 'Tr0ub4dor&3', 'qwertyuiop']) {
      const email = 'same@example.com';
      const res = await call<{ data: Record<string, unknown> }>(
        server.url,
        'POST',
        '/sdk/v1/passwords/strength_check',
        { password, email },
        { publicToken: pt },
      );
      const { request_id: _, status_code: __, ...wire } = res.body.data;
      expect(wire, password).toEqual(checkStrength(password, email, DEFAULT_SETTINGS));
    }
  });
});
