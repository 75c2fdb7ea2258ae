import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
import { call, loginByEmail } from './support/http';
import { startServer, uniqueToken } from './support/server';

// /__emulator/projects/<public_token>/{reset,clock,settings}: one project at a time, the
// others untouched.

let server: RunningTestApi;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

type ErrorJson = { error_type: string; error_message: string };
const project = (pt: string, rest: string) => `/__emulator/projects/${pt}/${rest}`;
const sessionCheck = (pt: string, token: string) =>
  call<ErrorJson>(
    server.url,
    'POST',
    '/sdk/v1/sessions/authenticate',
    {},
    {
      publicToken: pt,
      sessionToken: token,
    },
  );

describe('per-project reset', () => {
  it("empties only that project's users, sessions and outbox", async () => {
    const [a, b] = [uniqueToken(), uniqueToken()];
    const inA = await loginByEmail(server.url, a, 'reset-a@example.com');
    const inB = await loginByEmail(server.url, b, 'reset-b@example.com');
    const res = await call<{ ok: boolean; project_id: string }>(
      server.url,
      'POST',
      project(a, 'reset'),
    );
    expect(res.status).toBe(200);
    expect(res.body.project_id).toMatch(/^project-test-/);
    expect((await sessionCheck(a, inA.session_token)).body.error_type).toBe('session_not_found');
    expect((await sessionCheck(b, inB.session_token)).status).toBe(200);
    expect(await readOutbox(server.url, { to: 'reset-a@example.com' })).toEqual([]);
    expect(await readOutbox(server.url, { to: 'reset-b@example.com' })).toHaveLength(1);
    const users = await call<{ users: unknown[] }>(
      server.url,
      'GET',
      `/__emulator/users?public_token=${a}`,
    );
    expect(users.body.users).toEqual([]);
  });

  it('refuses a body and a bad token in the path with a 400 naming them', async () => {
    const withBody = await call<ErrorJson>(server.url, 'POST', project(uniqueToken(), 'reset'), {
      everything: true,
    });
    expect(withBody.status).toBe(400);
    expect(withBody.body.error_message).toMatch(/Unknown field "everything"/);
    const live = await call<ErrorJson>(server.url, 'POST', project('public-token-live-x', 'reset'));
    expect(live.status).toBe(400);
    expect(live.body.error_message).toMatch(/public-token-live/);
  });
});

describe('per-project clock', () => {
  it("moves one project's time: its sessions expire, another project's do not", async () => {
    const [a, b] = [uniqueToken(), uniqueToken()];
    const inA = await loginByEmail(server.url, a, 'clock-a@example.com');
    const inB = await loginByEmail(server.url, b, 'clock-b@example.com');
    const moved = await call<{ offset_seconds: number; own_offset: boolean }>(
      server.url,
      'POST',
      project(a, 'clock'),
      { advance_seconds: 61 * 60 },
    );
    expect(moved.body).toMatchObject({ offset_seconds: 3660, own_offset: true });
    expect((await sessionCheck(a, inA.session_token)).body.error_type).toBe('session_not_found');
    expect((await sessionCheck(b, inB.session_token)).status).toBe(200);
    const global = await call<{ offset_seconds: number }>(server.url, 'GET', '/__emulator/clock');
    expect(global.body.offset_seconds).toBe(0);
  });

  it('follows the global clock until moved on its own, and again after its reset', async () => {
    const pt = uniqueToken();
    await call(server.url, 'POST', '/__emulator/clock', { advance_seconds: 100 });
    const follows = await call<{ offset_seconds: number; own_offset: boolean }>(
      server.url,
      'GET',
      project(pt, 'clock'),
    );
    expect(follows.body).toMatchObject({ offset_seconds: 100, own_offset: false });
    const set = await call<{ now: string }>(server.url, 'POST', project(pt, 'clock'), {
      now: '2031-05-06T07:08:09.000Z',
    });
    expect(set.body.now.slice(0, 16)).toBe('2031-05-06T07:08');
    await call(server.url, 'POST', project(pt, 'reset'));
    const after = await call<{ offset_seconds: number }>(server.url, 'GET', project(pt, 'clock'));
    expect(after.body.offset_seconds).toBe(100);
    await call(server.url, 'POST', '/__emulator/reset');
  });

  it('an OAuth consent page expires on its project clock (the consent call names no project)', async () => {
    const pt = uniqueToken();
    const params = new URLSearchParams({
      public_token: pt,
      login_redirect_url: 'http://localhost:3000/oauth/login',
    });
    const startConsent = async () => {
      const res = await fetch(`${server.url}/v1/public/oauth/google/start?${params}`);
      return /name="state" value="([^"]+)"/.exec(await res.text())?.[1] ?? '';
    };
    const submit = (state: string) =>
      fetch(`${server.url}/v1/public/oauth/google/consent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state, decision: 'allow', email: 'o@example.com' }).toString(),
        redirect: 'manual',
      });
    const state = await startConsent();
    // Past the 15-minute consent window on this project's clock only.
    await call(server.url, 'POST', project(pt, 'clock'), { advance_seconds: 16 * 60 });
    const late = await submit(state);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('expired or was already used');
    // Started and submitted at the moved time, a consent still goes through.
    expect((await submit(await startConsent())).status).toBe(302);
  });

  it('refuses malformed bodies by name', async () => {
    for (const [body, words] of [
      [{ advance_second: 5 }, /Unknown field "advance_second"/],
      [{ advance_seconds: 'soon' }, /number/],
      [[1, 2], /JSON object/],
    ] as const) {
      const res = await call<ErrorJson>(server.url, 'POST', project(uniqueToken(), 'clock'), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message).toMatch(words);
    }
  });
});

describe('per-project settings', () => {
  it('reads the settings and applies a change to the very next call', async () => {
    const pt = uniqueToken();
    const before = await call<{ settings: Record<string, unknown> }>(
      server.url,
      'GET',
      project(pt, 'settings'),
    );
    expect(before.body.settings).toMatchObject({ otpAttemptLimit: 5, disableSdkWatermark: true });
    const put = await call<{ settings: Record<string, unknown> }>(
      server.url,
      'PUT',
      project(pt, 'settings'),
      {
        passwordPolicy: 'luds',
        pkceRequiredForEmailMagicLinks: true,
        disableSdkWatermark: false,
        allowedRedirectUrls: ['https://app.example.com/*'],
      },
    );
    expect(put.status).toBe(200);
    expect(put.body.settings).toMatchObject({ passwordPolicy: 'luds', otpAttemptLimit: 5 });
    const bootstrap = await call<{ data: Record<string, unknown> }>(
      server.url,
      'GET',
      `/sdk/v1/projects/bootstrap/${pt}`,
    );
    expect(bootstrap.body.data).toMatchObject({
      disable_sdk_watermark: false,
      pkce_required_for_email_magic_links: true,
      password_config: { luds_complexity: 3, luds_minimum_count: 8 },
    });
    // Another project keeps the defaults.
    const other = await call<{ data: Record<string, unknown> }>(
      server.url,
      'GET',
      `/sdk/v1/projects/bootstrap/${uniqueToken()}`,
    );
    expect(other.body.data.disable_sdk_watermark).toBe(true);
  });

  it('DELETE puts back the settings the project started with (file and options included)', async () => {
    const pt = uniqueToken();
    const own = await startServer({ projects: { [pt]: { otpAttemptLimit: 2 } } });
    try {
      await call(own.url, 'PUT', project(pt, 'settings'), {
        otpAttemptLimit: 9,
        passwordPolicy: 'luds',
      });
      const restored = await call<{ settings: Record<string, unknown> }>(
        own.url,
        'DELETE',
        project(pt, 'settings'),
      );
      expect(restored.body.settings).toMatchObject({
        otpAttemptLimit: 2,
        passwordPolicy: 'zxcvbn',
      });
      const read = await call<{ settings: Record<string, unknown> }>(
        own.url,
        'GET',
        project(pt, 'settings'),
      );
      expect(read.body.settings).toEqual(restored.body.settings);
    } finally {
      await own.close();
    }
  });

  it('a lower OTP attempt limit kills a code after that many wrong tries', async () => {
    const pt = uniqueToken();
    await call(server.url, 'PUT', project(pt, 'settings'), { otpAttemptLimit: 1 });
    const sent = await call<{ data: { method_id: string } }>(
      server.url,
      'POST',
      '/sdk/v1/otps/email/login_or_create',
      { email: 'limit@example.com' },
      { publicToken: pt },
    );
    const [message] = await readOutbox(server.url, { to: 'limit@example.com' });
    const wrong = message?.code === '000000' ? '111111' : '000000';
    const auth = (token: string) =>
      call<ErrorJson>(
        server.url,
        'POST',
        '/sdk/v1/otps/authenticate',
        { token, method_id: sent.body.data.method_id, session_duration_minutes: 30 },
        { publicToken: pt },
      );
    expect((await auth(wrong)).body.error_message).toMatch(/Too many wrong attempts/);
    // The right code no longer works: one wrong try was the limit.
    expect((await auth(message?.code as string)).body.error_message).toMatch(/too many wrong/);
  });

  it('an OTP expiry of 1 minute ends a code after 61 seconds on the project clock', async () => {
    const pt = uniqueToken();
    await call(server.url, 'PUT', project(pt, 'settings'), { otpExpirationMinutes: 1 });
    const sent = await call<{ data: { method_id: string } }>(
      server.url,
      'POST',
      '/sdk/v1/otps/email/login_or_create',
      { email: 'expiry@example.com' },
      { publicToken: pt },
    );
    const [message] = await readOutbox(server.url, { to: 'expiry@example.com' });
    await call(server.url, 'POST', project(pt, 'clock'), { advance_seconds: 61 });
    const res = await call<ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/otps/authenticate',
      { token: message?.code, method_id: sent.body.data.method_id, session_duration_minutes: 30 },
      { publicToken: pt },
    );
    expect(res.body.error_message).toMatch(/expired/);
  });

  it('refuses unknown settings, wrong types and an empty body with a 400', async () => {
    for (const [body, words] of [
      [{ otpAttemptLimits: 3 }, /unknown setting "otpAttemptLimits"/],
      [{ otpAttemptLimit: '3' }, /must be a number/],
      [{ passwordPolicy: 'strong' }, /"zxcvbn" or "luds"/],
      [{ allowedRedirectUrls: 'https://x' }, /array of strings/],
      [{}, /at least one setting/],
      [{ projects: {} }, /settings file/],
    ] as const) {
      const res = await call<ErrorJson>(
        server.url,
        'PUT',
        project(uniqueToken(), 'settings'),
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message).toMatch(words);
    }
  });
});

describe('global control routes', () => {
  it('refuse malformed input with a 400 naming what is wrong', async () => {
    for (const [method, path, body, words] of [
      [
        'GET',
        '/__emulator/users?public_token=public-token-live-1',
        undefined,
        /public_token: .*live/,
      ],
      ['GET', '/__emulator/outbox?kind=sms', undefined, /kind must be one of/],
      ['POST', '/__emulator/reset', { all: true }, /Unknown field "all"/],
      ['POST', '/__emulator/clock', { advance: 5 }, /Unknown field "advance"/],
      [
        'POST',
        '/__emulator/users/require_password_reset',
        { public_token: 'nope', email: 'a@example.com' },
        /public_token: The public token must start with/,
      ],
      [
        'POST',
        '/__emulator/users/require_password_reset',
        { public_token: uniqueToken(), email: 'a@example.com', reason: 'x' },
        /Unknown field "reason"/,
      ],
      ['POST', '/__emulator/seed', undefined, /Send the seed JSON/],
      ['POST', '/__emulator/seed', { users: [] }, /unknown field "users"/],
    ] as const) {
      const res = await call<ErrorJson>(server.url, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.error_message, `${method} ${path}`).toMatch(words);
    }
  });

  it('refuse a body that is not JSON with a 400', async () => {
    const res = await call<ErrorJson>(server.url, 'POST', '/__emulator/faults', undefined, {
      rawBody: '{"path": ',
    });
    expect(res.status).toBe(400);
    expect(res.body.error_message).toMatch(/JSON/);
  });
});
