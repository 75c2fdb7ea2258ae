// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
import { call } from './support/http';
import { sdkClient } from './support/sdk';
import { SDK_MAJORS } from './support/sdk-majors';
import { startServer, uniqueToken } from './support/server';

const STRONG = 'vivid-Otter-canoe-1987-maple';

// The slowest SDK suite (zxcvbn, scrypt): older majors run its core flows (strength check,
// create and log in, reset by email and by existing password); the latest runs all of it.
describe.each(SDK_MAJORS)('official SDK $major: passwords', (major) => {
  let server: RunningTestApi;
  const ludsToken = uniqueToken();
  const pkceResetToken = uniqueToken();

  beforeAll(async () => {
    server = await startServer({
      projects: {
        [ludsToken]: { passwordPolicy: 'luds', ludsMinimumCount: 10, ludsComplexity: 3 },
        [pkceResetToken]: { pkceRequiredForPasswordResets: true },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const search = async (publicToken: string, email: string) =>
    (
      await call<{ data: { userType: string } }>(
        server.url,
        'POST',
        '/sdk/v1/users/search',
        { email },
        { publicToken },
      )
    ).body.data.userType;

  it('scores with zxcvbn and flags breached passwords', async () => {
    const client = sdkClient(server.url, uniqueToken(), major);
    const weak = await client.passwords.strengthCheck({
      email: 'w@example.com',
      password: 'dragon12',
    });
    expect(weak).toMatchObject({ valid_password: false, strength_policy: 'zxcvbn' });
    expect(weak.score).toBeLessThan(3);
    expect(weak.feedback.warning).not.toBe('');
    const breached = await client.passwords.strengthCheck({ password: 'P@ssw0rd123' });
    expect(breached).toMatchObject({ valid_password: false, breached_password: true });
    const strong = await client.passwords.strengthCheck({ password: STRONG });
    expect(strong).toMatchObject({ valid_password: true, breached_password: false, score: 4 });
  });

  // Server policy and flows beyond the core: the latest major only.
  if (major.latest) {
    it('applies the LUDS policy when configured (bootstrap password_config too)', async () => {
      const client = sdkClient(server.url, ludsToken, major);
      const res = await client.passwords.strengthCheck({ password: 'abcdef' });
      expect(res.strength_policy).toBe('luds');
      expect(res.feedback.luds_requirements).toMatchObject({
        has_lower_case: true,
        has_upper_case: false,
        missing_characters: 4,
        missing_complexity: 2,
      });
      const boot = await call<{ data: { password_config: unknown } }>(
        server.url,
        'GET',
        `/sdk/v1/projects/bootstrap/${ludsToken}`,
      );
      expect(boot.body.data.password_config).toEqual({
        luds_complexity: 3,
        luds_minimum_count: 10,
      });
      expect(
        (await client.passwords.strengthCheck({ password: 'Abcdefgh12' })).valid_password,
      ).toBe(true);
    });
  }

  it('creates, logs in, and refuses weak, breached and duplicate passwords', async () => {
    const pt = uniqueToken();
    const client = sdkClient(server.url, pt, major);
    expect(await search(pt, 'pw@example.com')).toBe('new');
    await expect(
      client.passwords.create({
        email: 'pw@example.com',
        password: 'password1',
        session_duration_minutes: 30,
      }),
    ).rejects.toMatchObject({ error_type: 'breached_password' });
    await expect(
      client.passwords.create({
        email: 'pw@example.com',
        password: 'zebra',
        session_duration_minutes: 30,
      }),
    ).rejects.toMatchObject({ error_type: 'weak_password' });
    const created = await client.passwords.create({
      email: 'pw@example.com',
      password: STRONG,
      session_duration_minutes: 30,
    });
    expect(created.user.password).toMatchObject({ requires_reset: false });
    expect(await search(pt, 'pw@example.com')).toBe('password');
    await client.session.revoke();
    await expect(
      client.passwords.authenticate({
        email: 'pw@example.com',
        password: 'wrong-password',
        session_duration_minutes: 30,
      }),
    ).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
    const auth = await client.passwords.authenticate({
      email: 'pw@example.com',
      password: STRONG,
      session_duration_minutes: 30,
    });
    expect(auth.session.authentication_factors[0]).toMatchObject({
      type: 'password',
      delivery_method: 'knowledge',
    });
    await expect(
      client.passwords.create({
        email: 'pw@example.com',
        password: STRONG,
        session_duration_minutes: 30,
      }),
    ).rejects.toMatchObject({ error_type: 'duplicate_email' });
  });

  it('reaches reset_password: dedupe on create and a password flagged for reset', async () => {
    const pt = uniqueToken();
    const client = sdkClient(server.url, pt, major);
    await client.otps.email.loginOrCreate('dedupe@example.com');
    expect(await search(pt, 'dedupe@example.com')).toBe('passwordless');
    await expect(
      client.passwords.create({
        email: 'dedupe@example.com',
        password: STRONG,
        session_duration_minutes: 30,
      }),
    ).rejects.toMatchObject({ error_type: 'reset_password' });
    await client.passwords.resetByEmailStart({
      email: 'dedupe@example.com',
      reset_password_redirect_url: 'http://localhost:3000/reset',
    });
    const [message] = await readOutbox(server.url, {
      to: 'dedupe@example.com',
      kind: 'reset_password',
    });
    const link = new URL(message?.link ?? '');
    expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');
    const token = link.searchParams.get('token') ?? '';
    await expect(
      client.passwords.resetByEmail({ token, password: 'weak', session_duration_minutes: 30 }),
    ).rejects.toMatchObject({ error_type: 'weak_password' });
    const reset = await client.passwords.resetByEmail({
      token,
      password: STRONG,
      session_duration_minutes: 30,
    });
    expect(reset.user.emails[0]?.verified).toBe(true);
    await call(server.url, 'POST', '/__emulator/users/require_password_reset', {
      public_token: pt,
      email: 'dedupe@example.com',
    });
    await expect(
      client.passwords.authenticate({
        email: 'dedupe@example.com',
        password: STRONG,
        session_duration_minutes: 30,
      }),
    ).rejects.toMatchObject({ error_type: 'reset_password' });
    const next = `${STRONG}-2`;
    await client.passwords.resetByExistingPassword({
      email: 'dedupe@example.com',
      existing_password: STRONG,
      new_password: next,
      session_duration_minutes: 30,
    });
    const again = await client.passwords.authenticate({
      email: 'dedupe@example.com',
      password: next,
      session_duration_minutes: 30,
    });
    expect(again.user_id).toBe(reset.user_id);
  });

  // Flows beyond the core: the latest major only.
  if (major.latest) {
    it('resets by session', async () => {
      const client = sdkClient(server.url, uniqueToken(), major);
      await client.passwords.create({
        email: 'bysession@example.com',
        password: STRONG,
        session_duration_minutes: 30,
      });
      const res = await client.passwords.resetBySession({
        password: `${STRONG}!x`,
        session_duration_minutes: 30,
      });
      expect(res.session_token).toBeTruthy();
      await client.session.revoke();
      await expect(
        client.passwords.authenticate({
          email: 'bysession@example.com',
          password: STRONG,
          session_duration_minutes: 30,
        }),
      ).rejects.toMatchObject({ error_type: 'unauthorized_credentials' });
      const auth = await client.passwords.authenticate({
        email: 'bysession@example.com',
        password: `${STRONG}!x`,
        session_duration_minutes: 30,
      });
      expect(auth.user.emails[0]?.email).toBe('bysession@example.com');
    });

    // The reset mount's 'Login without a password' and its `stytch_token_type=login` path call
    // magicLinks.authenticate with the reset token; with PKCE the SDK tries its passwords verifier.
    it.each([
      ['without PKCE', uniqueToken()],
      ['with PKCE required for resets', pkceResetToken],
    ])('logs in with a reset token as a magic link (%s)', async (_name, pt) => {
      // One address per project: the outbox query below filters by address only.
      const email = `reset-login-${pt.slice(-8)}@example.com`;
      const client = sdkClient(server.url, pt, major);
      await client.passwords.create({
        email,
        password: STRONG,
        session_duration_minutes: 30,
      });
      await client.session.revoke();
      await client.passwords.resetByEmailStart({
        email,
        reset_password_redirect_url: 'http://localhost:3000/reset-password',
        login_redirect_url: 'http://localhost:3000/reset-password',
      });
      const [message] = await readOutbox(server.url, {
        to: email,
        kind: 'reset_password',
      });
      const loginLink = new URL(message?.login_link ?? '');
      expect(loginLink.searchParams.get('stytch_token_type')).toBe('login');
      const auth = await client.magicLinks.authenticate(loginLink.searchParams.get('token') ?? '', {
        session_duration_minutes: 30,
      });
      expect(auth.user.emails[0]?.email).toBe(email);
      expect(auth.session_token).toBeTruthy();
    });
  }
});
