import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { lastCode, readOutbox } from '../../harness/test-api/control-client';
import { call, clockFromNow, JUST_BEFORE_SECONDS } from './support/http';
import { PUBLIC_TOKEN, startServer } from './support/server';

let server: RunningTestApi;
const pt = { publicToken: PUBLIC_TOKEN };

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await call(server.url, 'POST', '/__emulator/reset');
});

type Sent = { data: { method_id: string; user_id: string; user_created: boolean } };
type ErrorJson = { status_code: number; error_type: string; error_message: string };

async function sendEmail(email: string, extra: Record<string, unknown> = {}) {
  const res = await call<Sent>(
    server.url,
    'POST',
    '/sdk/v1/otps/email/login_or_create',
    { email, ...extra },
    pt,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

const authenticate = (token: string, method_id: string) =>
  call<ErrorJson & { data: { session_token: string } }>(
    server.url,
    'POST',
    '/sdk/v1/otps/authenticate',
    { token, method_id, session_duration_minutes: 30 },
    pt,
  );

describe('email OTP over HTTP', () => {
  it('sends a real random 6-digit code to the outbox, oldest message first', async () => {
    const first = await sendEmail('grace@example.com');
    await sendEmail('linus@example.com');
    const messages = await readOutbox(server.url);
    expect(messages.map((m) => m.to)).toEqual(['grace@example.com', 'linus@example.com']);
    expect(messages[0]).toMatchObject({ channel: 'email', kind: 'otp' });
    expect(messages[0]?.code).toMatch(/^\d{6}$/);
    expect(first.user_created).toBe(true);
    expect((await sendEmail('grace@example.com')).user_created).toBe(false);
    const filtered = await readOutbox(server.url, {
      to: 'linus@example.com',
      channel: 'email',
      kind: 'otp',
    });
    expect(filtered).toHaveLength(1);
    expect(await readOutbox(server.url, { channel: 'sms' })).toHaveLength(0);
  });

  it('rejects an invalid email with invalid_email', async () => {
    const res = await call<ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/otps/email/login_or_create',
      { email: 'nope' },
      pt,
    );
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('invalid_email');
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('accepts a code once only', async () => {
    const { method_id } = await sendEmail('once@example.com');
    const code = await lastCode(server.url, 'once@example.com');
    expect((await authenticate(code, method_id)).status).toBe(200);
    const again = await authenticate(code, method_id);
    expect(again.status).toBe(404);
    expect(again.body.error_type).toBe('otp_code_not_found');
  });

  it('accepts a code once even when concurrent requests race for it', async () => {
    const { method_id } = await sendEmail('race@example.com');
    const code = await lastCode(server.url, 'race@example.com');
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => authenticate(code, method_id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404]);
  });

  it('keeps a code until expiration_minutes, or 5 minutes by default (clock control)', async () => {
    // Two codes per case, both sent now: one used just before its limit, one just after.
    const sendOne = async (email: string, extra: Record<string, unknown>) => {
      const { method_id } = await sendEmail(email, extra);
      return { method_id, code: await lastCode(server.url, email) };
    };
    const sendTwo = async (name: string, extra: Record<string, unknown> = {}) =>
      Promise.all([
        sendOne(`${name}-1@example.com`, extra),
        sendOne(`${name}-2@example.com`, extra),
      ]);
    const clockAt = clockFromNow(server.url);
    const cases = [
      [2, await sendTwo('given', { expiration_minutes: 2 })],
      [5, await sendTwo('default')],
    ] as const;
    for (const [minutes, [early, late]] of cases) {
      await clockAt(minutes * 60 - JUST_BEFORE_SECONDS);
      expect((await authenticate(early.code, early.method_id)).status, `${minutes} min`).toBe(200);
      await clockAt(minutes * 60 + 1);
      const expired = await authenticate(late.code, late.method_id);
      expect(expired.status, `${minutes} min`).toBe(404);
      expect(expired.body.error_type).toBe('otp_code_not_found');
      expect(expired.body.error_message).toMatch(/expired/);
    }
  });

  it('kills a code after 5 wrong attempts', async () => {
    const { method_id } = await sendEmail('guess@example.com');
    const code = await lastCode(server.url, 'guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await authenticate(wrong, method_id);
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('unable_to_auth_otp_code');
    }
    const dead = await authenticate(code, method_id);
    expect(dead.status).toBe(404);
    expect(dead.body.error_message).toMatch(/too many wrong attempts/);
  });

  it('a new code replaces the previous one', async () => {
    const { method_id } = await sendEmail('resend@example.com');
    const old = await lastCode(server.url, 'resend@example.com');
    await sendEmail('resend@example.com');
    const fresh = await lastCode(server.url, 'resend@example.com');
    if (old !== fresh) expect((await authenticate(old, method_id)).status).toBe(401);
    expect((await authenticate(fresh, method_id)).status).toBe(200);
  });

  it('names missing and mistyped fields', async () => {
    const missing = await call<ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/otps/authenticate',
      { token: '123456' },
      pt,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error_message).toContain('method_id');
    const typed = await call<ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/otps/authenticate',
      { token: 123456, method_id: 'x' },
      pt,
    );
    expect(typed.status).toBe(400);
    expect(typed.body.error_message).toContain('token must be a string');
    const unknown = await authenticate('123456', 'email-test-unknown');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_type).toBe('otp_code_not_found');
  });
});
