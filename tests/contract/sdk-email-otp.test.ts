// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { lastCode, readOutbox } from '../../harness/test-api/control-client';
import { sdkClient } from './support/sdk';
import { SDK_MAJORS } from './support/sdk-majors';
import { startServer, uniqueToken } from './support/server';

describe.each(SDK_MAJORS)('official SDK $major: email OTP', (major) => {
  let server: RunningTestApi;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('logs in with the code from the outbox', async () => {
    const client = sdkClient(server.url, uniqueToken(), major);
    const sent = await client.otps.email.loginOrCreate('ada@example.com', {
      expiration_minutes: 5,
    });
    expect(sent.method_id).toMatch(/^email-test-/);
    const code = await lastCode(server.url, 'ada@example.com');
    const auth = await client.otps.authenticate(code, sent.method_id, {
      session_duration_minutes: 30,
    });
    expect(auth.session_token).toBeTruthy();
    expect(auth.user.emails[0]?.email).toBe('ada@example.com');
    expect(client.session.getSync()?.session_id).toBe(auth.session.session_id);
    const me = await client.user.get();
    expect(me.user_id).toBe(auth.user_id);
    const refreshed = await client.session.authenticate({ session_duration_minutes: 120 });
    expect(refreshed.session_token).toBe(auth.session_token);
    expect(Date.parse(refreshed.session.expires_at)).toBeGreaterThan(
      Date.parse(auth.session.expires_at),
    );
    await client.session.revoke();
    expect(client.session.getSync()).toBeNull();
  });

  it('magic link send: primary for a known user, secondary adds an email to the session', async () => {
    const client = sdkClient(server.url, uniqueToken(), major);
    await expect(client.magicLinks.email.send('stranger@example.com')).rejects.toMatchObject({
      error_type: 'email_not_found',
    });
    const sent = await client.otps.email.loginOrCreate('first@example.com');
    await client.otps.authenticate(
      await lastCode(server.url, 'first@example.com'),
      sent.method_id,
      {
        session_duration_minutes: 30,
      },
    );
    // Logged in: the SDK picks send/secondary, which attaches the new address to this user.
    await client.magicLinks.email.send('work@example.com', {
      login_magic_link_url: 'http://localhost:3000/',
    });
    const link = new URL((await readOutbox(server.url, { to: 'work@example.com' }))[0]?.link ?? '');
    const auth = await client.magicLinks.authenticate(link.searchParams.get('token') ?? '', {
      session_duration_minutes: 30,
    });
    expect(auth.user.emails.map((e) => e.email).sort()).toEqual([
      'first@example.com',
      'work@example.com',
    ]);
    expect(auth.session.authentication_factors.map((f) => f.type).sort()).toEqual([
      'magic_link',
      'otp',
    ]);
    const workId = auth.user.emails.find((e) => e.email === 'work@example.com')?.email_id ?? '';
    await client.user.deleteEmail(workId);
    expect(client.user.getSync()?.emails.map((e) => e.email)).toEqual(['first@example.com']);
  });
});
