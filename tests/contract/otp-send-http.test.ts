import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { lastCode, readOutbox } from '../../harness/test-api/control-client';
import { call, type HttpSession, loginByEmail } from './support/http';
import { startServer, uniqueToken } from './support/server';

// send/primary and send/secondary on every OTP channel, and a secondary email or phone that
// belongs to another user.

let server: RunningTestApi;
type ErrorJson = { error_type: string };
type Sent = { data: { method_id: string; user_id: string } };

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const CHANNELS = [
  ['email', 'email', 'send-%@example.com', 'email_not_found'],
  ['sms', 'phone_number', '+1415555020%', 'phone_number_not_found'],
  ['whatsapp', 'phone_number', '+1415555030%', 'phone_number_not_found'],
] as const;

const send = <T = Sent>(pt: string, path: string, body: unknown, who?: HttpSession) =>
  call<T>(server.url, 'POST', `/sdk/v1/otps/${path}`, body, {
    publicToken: pt,
    sessionToken: who?.session_token,
  });

describe('OTP send on every channel', () => {
  for (const [channel, field, pattern, notFoundType] of CHANNELS) {
    it(`${channel}: send/primary needs a known ${field}; send/secondary needs a session`, async () => {
      const pt = uniqueToken();
      const to = pattern.replace('%', '1');
      const unknown = await send<ErrorJson>(pt, `${channel}/send/primary`, { [field]: to });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error_type).toBe(notFoundType);
      const created = await send(pt, `${channel}/login_or_create`, { [field]: to });
      const primary = await send(pt, `${channel}/send/primary`, { [field]: to });
      expect(primary.status).toBe(200);
      expect(primary.body.data.user_id).toBe(created.body.data.user_id);
      const login = await send<{ data: { user_id: string } }>(pt, 'authenticate', {
        token: await lastCode(server.url, to),
        method_id: primary.body.data.method_id,
        session_duration_minutes: 30,
      });
      expect(login.body.data.user_id).toBe(created.body.data.user_id);
      const anonymous = await send<ErrorJson>(pt, `${channel}/send/secondary`, {
        [field]: pattern.replace('%', '2'),
      });
      expect(anonymous.status).toBe(401);
    });
  }

  it("refuses a secondary OTP to another user's email or phone, and sends nothing", async () => {
    const pt = uniqueToken();
    const bob = await loginByEmail(server.url, pt, 'bob-owner@example.com');
    await send(pt, 'sms/send/secondary', { phone_number: '+14155550401' }, bob);
    const alice = await loginByEmail(server.url, pt, 'alice-taker@example.com');
    const email = await send<ErrorJson>(
      pt,
      'email/send/secondary',
      { email: 'bob-owner@example.com' },
      alice,
    );
    expect(email.status).toBe(409);
    expect(email.body.error_type).toBe('duplicate_email');
    const phone = await send<ErrorJson>(
      pt,
      'whatsapp/send/secondary',
      { phone_number: '+14155550401' },
      alice,
    );
    expect(phone.status).toBe(409);
    expect(phone.body.error_type).toBe('duplicate_phone_number');
    expect(await readOutbox(server.url, { to: 'bob-owner@example.com' })).toHaveLength(1);
    expect(await readOutbox(server.url, { to: '+14155550401' })).toHaveLength(1);
  });
});
