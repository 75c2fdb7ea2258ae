// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { lastCode, readOutbox } from '../../harness/test-api/control-client';
import { sdkClient } from './support/sdk';
import { SDK_MAJORS } from './support/sdk-majors';
import { startServer, uniqueToken } from './support/server';

describe.each(SDK_MAJORS)('official SDK $major: SMS and WhatsApp OTP', (major) => {
  let server: RunningTestApi;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('logs in by SMS with an E.164 number', async () => {
    const client = sdkClient(server.url, uniqueToken(), major);
    const sent = await client.otps.sms.loginOrCreate('+14155550123', { expiration_minutes: 5 });
    expect(sent.method_id).toMatch(/^phone-number-test-/);
    const [message] = await readOutbox(server.url, { to: '+14155550123', channel: 'sms' });
    expect(message?.kind).toBe('otp');
    const auth = await client.otps.authenticate(message?.code ?? '', sent.method_id, {
      session_duration_minutes: 30,
    });
    expect(auth.user.phone_numbers).toEqual([
      expect.objectContaining({ phone_number: '+14155550123', verified: true }),
    ]);
    expect(auth.session.authentication_factors[0]).toMatchObject({
      type: 'otp',
      delivery_method: 'sms',
    });
  });

  it('logs in by WhatsApp', async () => {
    const client = sdkClient(server.url, uniqueToken(), major);
    const sent = await client.otps.whatsapp.loginOrCreate('+447911123456');
    const code = await lastCode(server.url, '+447911123456');
    const [message] = await readOutbox(server.url, { to: '+447911123456' });
    expect(message?.channel).toBe('whatsapp');
    const auth = await client.otps.authenticate(code, sent.method_id, {
      session_duration_minutes: 10,
    });
    expect(auth.session.authentication_factors[0]?.delivery_method).toBe('whatsapp');
  });

  // The server's number check: the client's major does not change it.
  if (major.latest) {
    it('rejects numbers that are not valid E.164 with invalid_phone_number', async () => {
      const client = sdkClient(server.url, uniqueToken(), major);
      for (const bad of ['4155550123', '+1415', '+999123456789', '+1 (415) 555-0123']) {
        await expect(client.otps.sms.loginOrCreate(bad)).rejects.toMatchObject({
          error_type: 'invalid_phone_number',
        });
      }
    });
  }

  it('send (existing users) needs a known number, then adds the factor to the session', async () => {
    const client = sdkClient(server.url, uniqueToken(), major);
    await expect(client.otps.sms.send('+14155550199')).rejects.toMatchObject({
      error_type: 'phone_number_not_found',
    });
    const first = await client.otps.email.loginOrCreate('second@example.com');
    await client.otps.authenticate(
      await lastCode(server.url, 'second@example.com'),
      first.method_id,
      {
        session_duration_minutes: 30,
      },
    );
    // With a session in state the SDK uses send/secondary, attaching the phone to this user.
    const sent = await client.otps.sms.send('+14155550199');
    const auth = await client.otps.authenticate(
      await lastCode(server.url, '+14155550199'),
      sent.method_id,
      { session_duration_minutes: 30 },
    );
    expect(auth.user.emails[0]?.email).toBe('second@example.com');
    expect(auth.user.phone_numbers[0]?.phone_number).toBe('+14155550199');
    expect(auth.session.authentication_factors.map((f) => f.delivery_method).sort()).toEqual([
      'email',
      'sms',
    ]);
  });
});
