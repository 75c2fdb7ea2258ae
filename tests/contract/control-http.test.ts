import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
import { call, loginByEmail } from './support/http';
import { startServer, uniqueToken } from './support/server';

// Bootstrap's offline-safe values (captcha, DFP and CNAME off, so the SDK loads nothing from the
// internet) and the /__emulator reset and clock routes.

let server: RunningTestApi;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

type Clock = { now: string; offset_seconds: number };
const getClock = async () => (await call<Clock>(server.url, 'GET', '/__emulator/clock')).body;
const setClock = (body: unknown) =>
  call<Clock & { error_message: string }>(server.url, 'POST', '/__emulator/clock', body);

describe('bootstrap', () => {
  it('keeps captcha, DFP and the CNAME off and sends the default policy', async () => {
    const res = await call<{ data: Record<string, unknown> }>(
      server.url,
      'GET',
      `/sdk/v1/projects/bootstrap/${uniqueToken()}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      cname_domain: null,
      captcha_settings: { enabled: false },
      dfp_protected_auth_enabled: false,
      disable_sdk_watermark: true,
      email_domains: ['stytch.com'],
      password_config: null,
      pkce_required_for_email_magic_links: false,
      pkce_required_for_oauth: false,
      siwe_required_for_crypto_wallets: false,
    });
  });
});

describe('/__emulator/reset', () => {
  it('empties users, sessions and the outbox and resets the clock, keeping the signing keys', async () => {
    const pt = uniqueToken();
    const who = await loginByEmail(server.url, pt, 'reset-me@example.com');
    const projectId = (
      await call<{ users: { project_id: string }[] }>(
        server.url,
        'GET',
        `/__emulator/users?public_token=${pt}`,
      )
    ).body.users[0]?.project_id;
    const jwks = async () =>
      (
        await call<{ keys: { kid: string }[] }>(server.url, 'GET', `/v1/sessions/jwks/${projectId}`)
      ).body.keys.map((k) => k.kid);
    const kids = await jwks();
    expect(kids.length).toBeGreaterThan(0);
    await setClock({ advance_seconds: 3600 });
    const res = await call<{ ok: boolean }>(server.url, 'POST', '/__emulator/reset');
    expect(res.body.ok).toBe(true);
    expect(await readOutbox(server.url)).toEqual([]);
    const users = await call<{ users: unknown[] }>(server.url, 'GET', '/__emulator/users');
    expect(users.body.users).toEqual([]);
    const session = await call<{ error_type: string }>(
      server.url,
      'POST',
      '/sdk/v1/sessions/authenticate',
      {},
      { publicToken: pt, sessionToken: who.session_token },
    );
    expect(session.body.error_type).toBe('session_not_found');
    expect((await getClock()).offset_seconds).toBe(0);
    expect(await jwks()).toEqual(kids);
  });
});

describe('/__emulator/clock', () => {
  it('advances, sets an absolute time, and names bad input', async () => {
    await call(server.url, 'POST', '/__emulator/reset');
    const start = Date.parse((await getClock()).now);
    const advanced = await setClock({ advance_seconds: 90 });
    expect(advanced.body.offset_seconds).toBeCloseTo(90, 0);
    expect(Date.parse(advanced.body.now) - start).toBeGreaterThanOrEqual(90_000);
    const set = await setClock({ now: '2031-01-02T03:04:05.000Z' });
    expect(set.body.now.slice(0, 16)).toBe('2031-01-02T03:04');
    for (const [body, words] of [
      [{}, /advance_seconds|now/],
      [{ advance_seconds: 1, now: '2031-01-01T00:00:00Z' }, /either/],
      [{ now: 'tomorrow' }, /ISO/],
      [{ advance_seconds: '60' }, /number/],
    ] as const) {
      const res = await setClock(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message).toMatch(words);
    }
    await call(server.url, 'POST', '/__emulator/reset');
  });

  it('drives expiry: a session ends once the clock passes expires_at', async () => {
    const pt = uniqueToken();
    const who = await loginByEmail(server.url, pt, 'clock@example.com');
    const check = () =>
      call<{ error_type: string }>(
        server.url,
        'POST',
        '/sdk/v1/sessions/authenticate',
        {},
        { publicToken: pt, sessionToken: who.session_token },
      );
    expect((await check()).status).toBe(200);
    await setClock({ now: new Date(Date.now() + 61 * 60_000).toISOString() });
    expect((await check()).body.error_type).toBe('session_not_found');
    await call(server.url, 'POST', '/__emulator/reset');
  });

  it('accepts the code sent last after the clock was set back between two sends', async () => {
    const pt = uniqueToken();
    const email = 'clock-back@example.com';
    await setClock({ advance_seconds: 3600 });
    const first = await call(
      server.url,
      'POST',
      '/sdk/v1/otps/email/login_or_create',
      { email },
      { publicToken: pt },
    );
    expect(first.status).toBe(200);
    await setClock({ now: new Date().toISOString() });
    const who = await loginByEmail(server.url, pt, email);
    expect(who.session_token).toBeTruthy();
    await call(server.url, 'POST', '/__emulator/reset');
  });
});
