import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTestApi, startTestApi, TestApiError } from '../../harness/testing';
import { call } from './support/http';
import { uniqueToken } from './support/server';

// The testing entry (`stytch-widget/testing`, here from source) the way a customer's suite
// uses it: start in-process, act through /sdk/v1, read and steer through the typed helpers.

let api: RunningTestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const sendOtp = (pt: string, email: string) =>
  call<{ data: { method_id: string } }>(
    api.url,
    'POST',
    '/sdk/v1/otps/email/login_or_create',
    { email },
    { publicToken: pt },
  );
const authenticate = (pt: string, token: string, methodId: string) =>
  call<{ data: { session_token: string }; error_type: string }>(
    api.url,
    'POST',
    '/sdk/v1/otps/authenticate',
    { token, method_id: methodId, session_duration_minutes: 30 },
    { publicToken: pt },
  );

describe('stytch-widget/testing', () => {
  it('starts on a free port with an in-memory store', () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(api.port).toBeGreaterThan(0);
    expect(api.api.store.path).toBe(':memory:');
  });

  it('outbox.code waits for the passcode a send produced, and it logs in', async () => {
    const pt = uniqueToken();
    const [sent, code] = await Promise.all([
      // The code is asked for before the send has happened: it waits.
      new Promise<Awaited<ReturnType<typeof sendOtp>>>((resolve) =>
        setTimeout(() => resolve(sendOtp(pt, 'code@example.com')), 150),
      ),
      api.outbox.code('code@example.com'),
    ]);
    expect(code).toMatch(/^\d{6}$/);
    expect((await authenticate(pt, code, sent.body.data.method_id)).status).toBe(200);
    const message = await api.outbox.waitFor({ to: 'code@example.com', kind: 'otp' });
    expect(message).toMatchObject({ channel: 'email', code });
    await expect(
      api.outbox.waitFor({ to: 'nobody@example.com' }, { timeoutMs: 100 }),
    ).rejects.toThrow(/No outbox message/);
  });

  it('outbox.link returns the magic link sent', async () => {
    const pt = uniqueToken();
    const sent = await call(
      api.url,
      'POST',
      '/sdk/v1/magic_links/email/login_or_create',
      {
        email: 'link@example.com',
        login_magic_link_url: 'http://localhost:3000/auth',
        signup_magic_link_url: 'http://localhost:3000/auth',
      },
      { publicToken: pt },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const link = new URL(await api.outbox.link('link@example.com'));
    expect(link.origin + link.pathname).toBe('http://localhost:3000/auth');
    expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
    await expect(
      api.outbox.link('link@example.com', { kind: 'reset_password', timeoutMs: 100 }),
    ).rejects.toThrow(/No link/);
  });

  it('clock.advance expires a code; projects.clock moves one project only', async () => {
    const pt = uniqueToken();
    const sent = await sendOtp(pt, 'late@example.com');
    const code = await api.outbox.code('late@example.com');
    const moved = await api.clock.advance(6 * 60);
    expect(moved.offsetSeconds).toBe(360);
    expect((await authenticate(pt, code, sent.body.data.method_id)).body.error_type).toBe(
      'otp_code_not_found',
    );
    await api.reset();
    expect((await api.clock.get()).offsetSeconds).toBe(0);
    const own = await api.projects.clock(pt).advance(60);
    expect(own).toMatchObject({ offsetSeconds: 60, ownOffset: true });
    expect((await api.projects.clock(uniqueToken()).get()).ownOffset).toBe(false);
    const set = await api.projects.clock(pt).set(new Date('2032-01-01T00:00:00Z'));
    expect(set.now.getUTCFullYear()).toBe(2032);
  });

  it('faults.add fails the next call with the error asked for; list and clear', async () => {
    const pt = uniqueToken();
    const fault = await api.faults.add({
      path: '/sdk/v1/otps/email/login_or_create',
      publicToken: pt,
      status: 400,
      errorType: 'invalid_email',
      errorMessage: 'No such mailbox.',
    });
    expect(fault).toMatchObject({ remaining: 1, status: 400, errorType: 'invalid_email' });
    expect(await api.faults.list()).toHaveLength(1);
    const failed = await call<{ error_message: string }>(
      api.url,
      'POST',
      '/sdk/v1/otps/email/login_or_create',
      { email: 'f@example.com' },
      { publicToken: pt },
    );
    expect(failed.body.error_message).toBe('No such mailbox.');
    await api.faults.add({ path: '/x', delayMs: 10 });
    await api.faults.clear();
    expect(await api.faults.list()).toEqual([]);
  });

  it('projects.settings reads and changes settings at once', async () => {
    const pt = uniqueToken();
    expect((await api.projects.settings(pt)).passwordPolicy).toBe('zxcvbn');
    const changed = await api.projects.settings(pt, { passwordPolicy: 'luds' });
    expect(changed.passwordPolicy).toBe('luds');
    const bootstrap = await call<{ data: { password_config: unknown } }>(
      api.url,
      'GET',
      `/sdk/v1/projects/bootstrap/${pt}`,
    );
    expect(bootstrap.body.data.password_config).not.toBeNull();
    expect((await api.projects.restoreSettings(pt)).passwordPolicy).toBe('zxcvbn');
  });

  it('seeds, exports and resets one project', async () => {
    const pt = uniqueToken();
    const [userId] = await api.projects.seed(pt, {
      users: [
        { emails: [{ email: 'seeded@example.com' }], password: 'a long enough passphrase 42' },
      ],
    });
    const exported = await api.projects.export(pt);
    expect(exported.users[0]?.user_id).toBe(userId);
    expect((await api.export()).projects[pt]?.users).toHaveLength(1);
    await api.projects.reset(pt);
    expect((await api.projects.export(pt)).users).toEqual([]);
    await api.seed({ projects: { [pt]: exported } });
    expect(await api.projects.export(pt)).toEqual(exported);
  });

  it('lists users, flags a password for reset, and reads the SDK events', async () => {
    const pt = uniqueToken();
    const [userId] = await api.projects.seed(pt, {
      users: [{ emails: [{ email: 'flag@example.com' }], password: 'a long enough passphrase 42' }],
    });
    const [listed] = await api.users.list(pt);
    expect(listed).toMatchObject({ user_id: userId, emails: [{ email: 'flag@example.com' }] });
    expect(await api.users.requirePasswordReset(pt, 'flag@example.com')).toBe(userId);
    const login = await call<{ error_type: string }>(
      api.url,
      'POST',
      '/sdk/v1/passwords/authenticate',
      { email: 'flag@example.com', password: 'a long enough passphrase 42' },
      { publicToken: pt },
    );
    expect(login.body.error_type).toBe('reset_password');
    await call(api.url, 'POST', '/sdk/v1/events', [
      { event: { public_token: pt, event_name: 'render_login_screen' } },
    ]);
    const events = await api.events();
    expect(events.at(-1)).toMatchObject({ event_name: 'render_login_screen' });
  });

  it('throws TestApiError with the status and error_type of a refused control call', async () => {
    const error = await api.faults.add({ path: 'no-slash', delayMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TestApiError);
    expect(error).toMatchObject({ status: 400, errorType: 'bad_request' });
    expect((error as Error).message).toMatch(/path must start with "\/"/);
  });
});
