// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { lastCode } from '../../harness/test-api/control-client';
import { call, loginByEmail } from './support/http';
import { sdkClient } from './support/sdk';
import { SDK_MAJORS } from './support/sdk-majors';
import { startServer, uniqueToken } from './support/server';

type ErrorJson = { error_type: string };

describe.each(SDK_MAJORS)('official SDK $major: users', (major) => {
  let server: RunningTestApi;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('updates the name and metadata and deletes a factor (the SDK reads __user)', async () => {
    const client = sdkClient(server.url, uniqueToken(), major);
    const sent = await client.otps.email.loginOrCreate('user@example.com');
    await client.otps.authenticate(await lastCode(server.url, 'user@example.com'), sent.method_id, {
      session_duration_minutes: 30,
    });
    const phone = await client.otps.sms.send('+14155550111');
    const both = await client.otps.authenticate(
      await lastCode(server.url, '+14155550111'),
      phone.method_id,
      {
        session_duration_minutes: 30,
      },
    );
    await client.user.update({
      name: { first_name: 'Ada', last_name: 'Lovelace' },
      untrusted_metadata: { theme: 'dark' },
    });
    expect(client.user.getSync()?.name).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    const phoneId = both.user.phone_numbers[0]?.phone_id ?? '';
    await client.user.deletePhoneNumber(phoneId);
    expect(client.user.getSync()?.phone_numbers).toEqual([]);
    const me = await client.user.get();
    expect(me.untrusted_metadata).toEqual({ theme: 'dark' });
  });
});

// Direct calls, no SDK: run once, not per major.
describe('test API: users', () => {
  let server: RunningTestApi;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("never lets one user read or delete another user's records", async () => {
    const pt = uniqueToken();
    const alice = await loginByEmail(server.url, pt, 'alice@example.com');
    const bob = await loginByEmail(server.url, pt, 'bob@example.com');
    const bobMe = await call<{ data: { emails: { email_id: string }[] } }>(
      server.url,
      'GET',
      '/sdk/v1/users/me',
      undefined,
      {
        publicToken: pt,
        sessionToken: bob.session_token,
      },
    );
    const bobEmail = bobMe.body.data.emails[0]?.email_id ?? '';
    const attempt = await call<ErrorJson>(
      server.url,
      'DELETE',
      `/sdk/v1/users/emails/${bobEmail}`,
      undefined,
      {
        publicToken: pt,
        sessionToken: alice.session_token,
      },
    );
    expect(attempt.status).toBe(404);
    expect(attempt.body.error_type).toBe('email_not_found');
    const anonymous = await call<ErrorJson>(
      server.url,
      'DELETE',
      `/sdk/v1/users/emails/${bobEmail}`,
      undefined,
      {
        publicToken: pt,
      },
    );
    expect(anonymous.status).toBe(401);
    const still = await call<{ data: { emails: unknown[] } }>(
      server.url,
      'GET',
      '/sdk/v1/users/me',
      undefined,
      {
        publicToken: pt,
        sessionToken: bob.session_token,
      },
    );
    expect(still.body.data.emails).toHaveLength(1);
  });

  it('searches users by email: new, passwordless, password', async () => {
    const pt = uniqueToken();
    const search = async (email: string) =>
      (
        await call<{ data: { userType: string } }>(
          server.url,
          'POST',
          '/sdk/v1/users/search',
          { email },
          { publicToken: pt },
        )
      ).body.data.userType;
    expect(await search('nobody@example.com')).toBe('new');
    await loginByEmail(server.url, pt, 'otp-only@example.com');
    expect(await search('OTP-only@example.com')).toBe('passwordless');
    const created = await call(
      server.url,
      'POST',
      '/sdk/v1/passwords',
      { email: 'with-password@example.com', password: 'copper-Glacier-whistle-5150-fern' },
      { publicToken: pt },
    );
    expect(created.status).toBe(200);
    expect(await search('With-Password@example.com')).toBe('password');
    const bad = await call<ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/users/search',
      { email: 'x' },
      { publicToken: pt },
    );
    expect(bad.body.error_type).toBe('invalid_email');
  });
});
