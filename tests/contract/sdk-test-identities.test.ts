// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
import { sdkClient } from './support/sdk';
import { SDK_MAJORS } from './support/sdk-majors';
import { startServer, uniqueToken } from './support/server';

// A customer's end-to-end test through the official SDK: a declared test identity logs in
// with its fixed code, twice, and the test never reads the outbox.

describe.each(SDK_MAJORS)('official SDK $major: fixed test identities', (major) => {
  let server: RunningTestApi;
  const pt = uniqueToken();

  beforeAll(async () => {
    server = await startServer({
      projects: {
        [pt]: {
          testIdentities: [
            { email: 'e2e-sdk@example.com', code: '246810' },
            { phone: '+14155550142', code: '975310' },
          ],
        },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('logs in by email OTP with the fixed code, again after logging out', async () => {
    const client = sdkClient(server.url, pt, major);
    for (let round = 0; round < 2; round++) {
      const sent = await client.otps.email.loginOrCreate('e2e-sdk@example.com');
      const auth = await client.otps.authenticate('246810', sent.method_id, {
        session_duration_minutes: 30,
      });
      expect(auth.user.emails[0]?.email).toBe('e2e-sdk@example.com');
      expect(client.session.getSync()?.session_id).toBe(auth.session.session_id);
      await client.session.revoke();
    }
    expect(await readOutbox(server.url, { to: 'e2e-sdk@example.com' })).toEqual([]);
  });

  // The same server rule by phone: the email case above covers each major's calls.
  if (major.latest) {
    it('logs in by SMS with the fixed code; a wrong code is refused', async () => {
      const client = sdkClient(server.url, pt, major);
      const sent = await client.otps.sms.loginOrCreate('+14155550142');
      await expect(
        client.otps.authenticate('111111', sent.method_id, { session_duration_minutes: 30 }),
      ).rejects.toMatchObject({ error_type: 'unable_to_auth_otp_code' });
      const auth = await client.otps.authenticate('975310', sent.method_id, {
        session_duration_minutes: 30,
      });
      expect(auth.user.phone_numbers[0]?.phone_number).toBe('+14155550142');
      expect(await readOutbox(server.url, { to: '+14155550142' })).toEqual([]);
    });
  }
});
