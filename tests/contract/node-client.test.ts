import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectIdFor, type RunningTestApi } from '../../harness/test-api';
import { lastCode, waitForMessage } from '../../harness/test-api/control-client';
import { basicAuthHeader } from '../../harness/test-api/http/auth';
import { advanceClock, call, loginByEmail } from './support/http';
import { nodeClient, type ProjectInfo, projectInfo, stytchError } from './support/node-client';
import { startServer, uniqueToken } from './support/server';

// Every backend route, driven through the official `stytch` Node client as a customer's
// server uses it, against the test API (no browser).

let server: RunningTestApi;
let project: ProjectInfo;
let client: ReturnType<typeof nodeClient>;
const TOKEN = uniqueToken();
const LISTED_TOKEN = uniqueToken();
const LISTED_SECRET = 'secret-test-from-the-settings-file';

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'node-client-'));
  const settingsFile = join(dir, 'settings.json');
  writeFileSync(
    settingsFile,
    JSON.stringify({ projects: { [LISTED_TOKEN]: { secret: LISTED_SECRET } } }),
  );
  server = await startServer({ settingsFile });
  project = await projectInfo(server.url, TOKEN);
  client = nodeClient(server.url, project);
});
afterAll(async () => {
  await server?.close();
});

async function sendOtp(token: string, email: string): Promise<string> {
  const sent = await call<{ data: { method_id: string } }>(
    server.url,
    'POST',
    '/sdk/v1/otps/email/login_or_create',
    { email },
    { publicToken: token },
  );
  return sent.body.data.method_id;
}

async function sendMagicLink(token: string, email: string): Promise<string> {
  await call(
    server.url,
    'POST',
    '/sdk/v1/magic_links/email/login_or_create',
    {
      email,
      login_magic_link_url: 'http://localhost:3000/auth',
      signup_magic_link_url: 'http://localhost:3000/auth',
    },
    { publicToken: token },
  );
  const message = await waitForMessage(server.url, { to: email, kind: 'magic_link' });
  return message.token as string;
}

/** A login through the SDK API, as the widget makes one. */
const sdkLogin = (email: string, token = TOKEN) => loginByEmail(server.url, token, email);

describe('the project lookup', () => {
  it('gives the project id, a stable secret and the settings of a public token', async () => {
    expect(project).toMatchObject({
      project_id: projectIdFor(TOKEN),
      public_token: TOKEN,
      settings: expect.objectContaining({ defaultSessionDurationMinutes: 60 }),
    });
    expect(project.secret).toMatch(/^secret-test-/);
    const live = await call(server.url, 'GET', '/__emulator/projects/public-token-live-x');
    expect(live.body).toMatchObject({ status_code: 401, error_type: 'invalid_public_token' });
    const again = await startServer();
    try {
      expect((await projectInfo(again.url, TOKEN)).secret).toBe(project.secret);
    } finally {
      await again.close();
    }
  });

  it('uses the secret the settings file sets, and knows that project by id from the start', async () => {
    const listed = await projectInfo(server.url, LISTED_TOKEN);
    expect(listed.secret).toBe(LISTED_SECRET);
    const fresh = await startServer({ settingsFile: undefined });
    await fresh.close();
    const listedClient = nodeClient(server.url, {
      project_id: projectIdFor(LISTED_TOKEN),
      secret: LISTED_SECRET,
    });
    const found = await listedClient.users.search({});
    expect(found.results_metadata.total).toBe(0);
  });
});

/**
 * Logs in by email on a server started with `options`, restarts it on the same store, and hands
 * the login and the project's credentials to `check` against the new server.
 */
async function acrossRestart(
  options: Parameters<typeof startServer>[0],
  token: string,
  email: string,
  check: (
    client: ReturnType<typeof nodeClient>,
    login: Awaited<ReturnType<typeof loginByEmail>>,
  ) => Promise<void>,
): Promise<void> {
  const first = await startServer(options);
  let login: Awaited<ReturnType<typeof loginByEmail>>;
  let credentials: ProjectInfo;
  try {
    login = await loginByEmail(first.url, token, email);
    credentials = await projectInfo(first.url, token);
  } finally {
    await first.close();
  }
  const second = await startServer(options);
  try {
    await check(nodeClient(second.url, credentials), login);
  } finally {
    await second.close();
  }
}

describe('after a restart', () => {
  it('still authenticates the same credentials and a session opened before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'node-client-restart-'));
    const settingsFile = join(dir, 'settings.json');
    writeFileSync(settingsFile, JSON.stringify({ projects: { [LISTED_TOKEN]: {} } }));
    const options = { db: join(dir, 'store.sqlite'), settingsFile };
    await acrossRestart(options, LISTED_TOKEN, 'restart@example.com', async (again, login) => {
      // The first call after the restart is the server's: no SDK call has named the token yet.
      const checked = await again.sessions.authenticate({ session_token: login.session_token });
      expect(checked.user.user_id).toBe(login.user_id);
      expect(
        (await again.sessions.authenticateJwtLocal({ session_jwt: login.session_jwt })).user_id,
      ).toBe(login.user_id);
    });
  });
});

describe('after a restart, for a project named only by the SDK', () => {
  it('still authenticates its credentials before any SDK call names the token again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'node-client-restart-unlisted-'));
    const options = { db: join(dir, 'store.sqlite') };
    const token = 'public-token-test-0f1e2d3c-4b5a-4697-8877-665544332211';
    await acrossRestart(options, token, 'unlisted@example.com', async (again, login) => {
      const checked = await again.sessions.authenticate({ session_token: login.session_token });
      expect(checked.user.user_id).toBe(login.user_id);
    });
  });
});

describe('sessions', () => {
  it('authenticates by session_token, extends it and stores custom claims in the session and JWT', async () => {
    const login = await sdkLogin('session-token@example.com');
    const checked = await client.sessions.authenticate({ session_token: login.session_token });
    expect(checked).toMatchObject({
      status_code: 200,
      request_id: expect.any(String),
      session_token: login.session_token,
      user: { user_id: login.user_id, is_locked: false },
      session: { user_id: login.user_id, custom_claims: {} },
    });
    expect(checked).not.toHaveProperty('data');
    const longer = await client.sessions.authenticate({
      session_token: login.session_token,
      session_duration_minutes: 600,
      session_custom_claims: { plan: 'pro', team: 'blue' },
    });
    const ends = Date.parse(longer.session.expires_at ?? '');
    expect(ends - Date.now()).toBeGreaterThan(590 * 60_000);
    expect(longer.session.custom_claims).toEqual({ plan: 'pro', team: 'blue' });
    const local = await client.sessions.authenticateJwtLocal({ session_jwt: longer.session_jwt });
    expect(local.custom_claims).toEqual({ plan: 'pro', team: 'blue' });
    const removed = await client.sessions.authenticate({
      session_token: login.session_token,
      session_custom_claims: { team: null },
    });
    expect(removed.session.custom_claims).toEqual({ plan: 'pro' });
    // The browser's refresh signs its JWT with the claims too.
    const refreshed = await call<{ data: { session_jwt: string } }>(
      server.url,
      'POST',
      '/sdk/v1/sessions/authenticate',
      {},
      { publicToken: TOKEN, sessionToken: login.session_token },
    );
    const fromBrowser = await client.sessions.authenticateJwtLocal({
      session_jwt: refreshed.body.data.session_jwt,
    });
    expect(fromBrowser.custom_claims).toEqual({ plan: 'pro' });
    expect(removed.session.expires_at).toBe(longer.session.expires_at);
    const reserved = await stytchError(
      client.sessions.authenticate({
        session_token: login.session_token,
        session_custom_claims: { sub: 'x' },
      }),
    );
    expect(reserved).toMatchObject({
      status_code: 400,
      error_type: 'invalid_session_custom_claims',
    });
  });

  it('verifies the JWT locally through the JWKS, and remotely with a fresh JWT', async () => {
    const login = await sdkLogin('session-jwt@example.com');
    const local = await client.sessions.authenticateJwt({ session_jwt: login.session_jwt });
    expect(local.session_jwt).toBe(login.session_jwt);
    expect(local.session).toMatchObject({ user_id: login.user_id, roles: [] });
    expect(local).not.toHaveProperty('request_id');
    const remote = await client.sessions.authenticateJwt({
      session_jwt: login.session_jwt,
      max_token_age_seconds: 0,
    });
    expect(remote).toMatchObject({ status_code: 200, session_token: login.session_token });
    expect(remote.session_jwt).not.toBe(login.session_jwt);
    expect(remote.session.user_id).toBe(login.user_id);
  });

  it('answers remotely for a JWT that has expired while its session lives on', async () => {
    // Signed 10 minutes in the past: its 5-minute JWT is expired for the client's real clock.
    await advanceClock(server.url, -600);
    try {
      const login = await sdkLogin('expired-jwt@example.com');
      await expect(
        client.sessions.authenticateJwtLocal({ session_jwt: login.session_jwt }),
      ).rejects.toThrow(/Could not verify JWT/);
      const remote = await client.sessions.authenticateJwt({ session_jwt: login.session_jwt });
      expect(remote).toMatchObject({ status_code: 200, session_token: login.session_token });
      expect(remote.session_jwt).not.toBe(login.session_jwt);
    } finally {
      await advanceClock(server.url, 600);
    }
  });

  it('lists a user’s live sessions and revokes them by id, token or JWT', async () => {
    const first = await sdkLogin('revoke@example.com');
    const second = await sdkLogin('revoke@example.com');
    const third = await sdkLogin('revoke@example.com');
    const listed = await client.sessions.get({ user_id: first.user_id });
    expect(listed.sessions).toHaveLength(3);
    const [byId] = listed.sessions;
    await client.sessions.revoke({ session_id: byId?.session_id });
    await client.sessions.revoke({ session_token: second.session_token });
    await client.sessions.revoke({ session_jwt: third.session_jwt });
    expect((await client.sessions.get({ user_id: first.user_id })).sessions).toEqual([]);
    for (const login of [first, second, third]) {
      const gone = await stytchError(
        client.sessions.authenticate({ session_token: login.session_token }),
      );
      expect(gone).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
    }
    const again = await stytchError(client.sessions.revoke({ session_id: byId?.session_id }));
    expect(again.error_type).toBe('session_not_found');
  });

  it('refuses a garbled JWT and an unknown token', async () => {
    const garbled = await stytchError(client.sessions.authenticate({ session_jwt: 'a.b.c' }));
    expect(garbled).toMatchObject({ status_code: 401, error_type: 'jwt_invalid' });
    const unknown = await stytchError(client.sessions.authenticate({ session_token: 'nope' }));
    expect(unknown).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
  });
});

describe('users', () => {
  it('gets a user and deletes it with its sessions', async () => {
    const login = await sdkLogin('delete-me@example.com');
    const user = await client.users.get({ user_id: login.user_id });
    expect(user).toMatchObject({
      status_code: 200,
      user_id: login.user_id,
      status: 'active',
      emails: [{ email: 'delete-me@example.com', verified: true }],
      is_locked: false,
    });
    const deleted = await client.users.delete({ user_id: login.user_id });
    expect(deleted).toMatchObject({ status_code: 200, user_id: login.user_id });
    expect((await stytchError(client.users.get({ user_id: login.user_id }))).error_type).toBe(
      'user_not_found',
    );
    expect(
      (await stytchError(client.sessions.authenticate({ session_token: login.session_token })))
        .error_type,
    ).toBe('session_not_found');
  });

  it('shows the lock-out after too many wrong passwords as the user lock', async () => {
    const email = 'locked@example.com';
    const password = 'a long unusual passphrase 8127';
    const sdk = (body: object, path = '/sdk/v1/passwords/authenticate') =>
      call<{ data: { user_id: string } }>(server.url, 'POST', path, body, { publicToken: TOKEN });
    const created = await sdk({ email, password }, '/sdk/v1/passwords');
    const userId = created.body.data.user_id;
    expect(await client.users.get({ user_id: userId })).toMatchObject({ is_locked: false });
    expect(await client.users.get({ user_id: userId })).not.toHaveProperty('lock_expires_at');
    for (let i = 0; i < 10; i++) await sdk({ email, password: `wrong-${i}` });
    const locked = await client.users.get({ user_id: userId });
    expect(locked.is_locked).toBe(true);
    expect(Date.parse(locked.lock_expires_at ?? '') - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it('searches by email, user id, status and phone number, page by page', async () => {
    const token = uniqueToken();
    const own = nodeClient(server.url, await projectInfo(server.url, token));
    const a = await sdkLogin('search-a@example.com', token);
    const b = await sdkLogin('search-b@example.com', token);
    await sendOtp(token, 'search-pending@example.com');
    await call(
      server.url,
      'POST',
      '/sdk/v1/otps/sms/login_or_create',
      { phone_number: '+15005550006' },
      { publicToken: token },
    );
    const ids = (res: { results: { user_id: string }[] }) => res.results.map((u) => u.user_id);

    const byEmail = await own.users.search({
      query: {
        operator: 'AND',
        operands: [{ filter_name: 'email_address', filter_value: ['SEARCH-A@example.com'] }],
      },
    });
    expect(ids(byEmail)).toEqual([a.user_id]);
    expect(byEmail.results_metadata).toEqual({ total: 1, next_cursor: null });
    const byId = await own.users.search({
      query: {
        operator: 'OR',
        operands: [{ filter_name: 'user_id', filter_value: [a.user_id, b.user_id] }],
      },
    });
    expect(ids(byId).sort()).toEqual([a.user_id, b.user_id].sort());
    const pending = await own.users.search({
      query: { operator: 'AND', operands: [{ filter_name: 'status', filter_value: 'pending' }] },
    });
    expect(pending.results_metadata.total).toBe(2);
    const byPhone = await own.users.search({
      query: {
        operator: 'AND',
        operands: [{ filter_name: 'phone_number', filter_value: ['+15005550006'] }],
      },
    });
    expect(byPhone.results[0]?.phone_numbers[0]?.phone_number).toBe('+15005550006');

    const firstPage = await own.users.search({ limit: 3 });
    expect(firstPage.results).toHaveLength(3);
    expect(firstPage.results_metadata.total).toBe(4);
    expect(firstPage.results_metadata.next_cursor).toEqual(expect.any(String));
    const pages: string[][] = [];
    for await (const page of own.users.searchAll({ limit: 1 }))
      pages.push(page.map((u) => u.user_id));
    expect(pages).toHaveLength(4);
    expect(new Set(pages.flat()).size).toBe(4);

    const unknown = await stytchError(
      own.users.search({
        query: { operator: 'AND', operands: [{ filter_name: 'shoe_size', filter_value: 9 }] },
      }),
    );
    expect(unknown).toMatchObject({ status_code: 400, error_type: 'invalid_search_query' });
  });
});

describe('server-side logins', () => {
  it('authenticates an email OTP sent through the SDK API', async () => {
    const email = 'otp-server@example.com';
    const methodId = await sendOtp(TOKEN, email);
    const wrong = await stytchError(
      client.otps.authenticate({ method_id: methodId, code: '000000' }),
    );
    expect(wrong).toMatchObject({ status_code: 401, error_type: 'unable_to_auth_otp_code' });
    const code = await lastCode(server.url, email);
    const res = await client.otps.authenticate({
      method_id: methodId,
      code: code === '000000' ? '000001' : code,
      session_duration_minutes: 30,
      session_custom_claims: { via: 'server' },
    });
    if (code === '000000') return;
    expect(res).toMatchObject({
      status_code: 200,
      method_id: methodId,
      reset_sessions: false,
      user: { emails: [{ email, verified: true }] },
      session: { custom_claims: { via: 'server' } },
    });
    const checked = await client.sessions.authenticate({ session_jwt: res.session_jwt });
    expect(checked.session.custom_claims).toEqual({ via: 'server' });
  });

  it('opens no session without session_duration_minutes', async () => {
    const email = 'no-session@example.com';
    const methodId = await sendOtp(TOKEN, email);
    const res = await client.otps.authenticate({
      method_id: methodId,
      code: await lastCode(server.url, email),
    });
    expect(res).toMatchObject({
      status_code: 200,
      session_token: '',
      session_jwt: '',
      session: null,
    });
    expect(res.user.status).toBe('active');
  });

  it('authenticates a magic link, adding its factor to the session named in the body', async () => {
    const email = 'magic-server@example.com';
    const first = await client.magicLinks.authenticate({
      token: await sendMagicLink(TOKEN, email),
      session_duration_minutes: 60,
    });
    expect(first.session?.authentication_factors).toEqual([
      expect.objectContaining({ type: 'magic_link', delivery_method: 'email' }),
    ]);
    const methodId = await sendOtp(TOKEN, email);
    const second = await client.otps.authenticate({
      method_id: methodId,
      code: await lastCode(server.url, email),
      session_token: first.session_token,
    });
    expect(second.session_token).toBe(first.session_token);
    expect(second.session?.expires_at).toBe(first.session?.expires_at);
    expect(second.session?.authentication_factors.map((f) => f.type).sort()).toEqual([
      'magic_link',
      'otp',
    ]);
    const used = await stytchError(client.magicLinks.authenticate({ token: 'no-such-token' }));
    expect(used).toMatchObject({ status_code: 404, error_type: 'magic_link_not_found' });
  });

  it('keeps the end of the session a factor is added to while the time moves during the call', async () => {
    const email = 'keeps-end@example.com';
    const first = await client.magicLinks.authenticate({
      token: await sendMagicLink(TOKEN, email),
      session_duration_minutes: 60,
    });
    const methodId = await sendOtp(TOKEN, email);
    const code = await lastCode(server.url, email);
    // The server runs in this process: each read of the time is a millisecond past the last, as
    // on a busy machine, where a call may read the time twice across a millisecond.
    const realNow = Date.now;
    let ticks = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ++ticks);
    try {
      const second = await client.otps.authenticate({
        method_id: methodId,
        code,
        session_token: first.session_token,
      });
      expect(second.session?.expires_at).toBe(first.session?.expires_at);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('credentials', () => {
  it('answers 401 with the provider’s error JSON for missing or wrong credentials', async () => {
    const missing = await call(server.url, 'GET', `/v1/users/user-test-x`);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      status_code: 401,
      request_id: expect.any(String),
      error_type: 'unauthorized_credentials',
      error_message: expect.any(String),
      error_url: expect.stringContaining('unauthorized_credentials'),
    });
    const wrongSecret = nodeClient(server.url, {
      project_id: project.project_id,
      secret: 'secret-test-wrong',
    });
    expect(await stytchError(wrongSecret.users.search({}))).toMatchObject({
      status_code: 401,
      error_type: 'unauthorized_credentials',
    });
    const unknownProject = nodeClient(server.url, {
      project_id: 'project-test-unknown',
      secret: project.secret,
    });
    expect((await stytchError(unknownProject.users.search({}))).error_type).toBe(
      'unauthorized_credentials',
    );
    const publicToken = await call(
      server.url,
      'POST',
      '/v1/users/search',
      {},
      {
        headers: { Authorization: basicAuthHeader(TOKEN) },
      },
    );
    expect(publicToken.status).toBe(401);
    expect(JSON.stringify(publicToken.body)).toContain('not the public token');
  });

  it('never lets one project’s secret read another project’s data', async () => {
    const login = await sdkLogin('cross-project@example.com');
    const otherToken = uniqueToken();
    const other = await projectInfo(server.url, otherToken);
    const otherClient = nodeClient(server.url, other);
    const mixed = nodeClient(server.url, { project_id: project.project_id, secret: other.secret });
    expect((await stytchError(mixed.users.get({ user_id: login.user_id }))).status_code).toBe(401);

    expect((await stytchError(otherClient.users.get({ user_id: login.user_id }))).error_type).toBe(
      'user_not_found',
    );
    expect(
      (await stytchError(otherClient.users.delete({ user_id: login.user_id }))).error_type,
    ).toBe('user_not_found');
    expect(
      (await stytchError(otherClient.sessions.get({ user_id: login.user_id }))).error_type,
    ).toBe('user_not_found');
    expect(
      (await stytchError(otherClient.sessions.authenticate({ session_token: login.session_token })))
        .error_type,
    ).toBe('session_not_found');
    await sdkLogin('someone@example.com', otherToken);
    expect(
      (await stytchError(otherClient.sessions.authenticate({ session_jwt: login.session_jwt })))
        .error_type,
    ).toBe('jwt_invalid');
    const session = (await client.sessions.get({ user_id: login.user_id })).sessions[0];
    expect(
      (await stytchError(otherClient.sessions.revoke({ session_id: session?.session_id })))
        .error_type,
    ).toBe('session_not_found');
    const found = await otherClient.users.search({
      query: {
        operator: 'AND',
        operands: [{ filter_name: 'email_address', filter_value: ['cross-project@example.com'] }],
      },
    });
    expect(found.results).toEqual([]);
    // Still there for its own project.
    expect(
      (await client.sessions.authenticate({ session_token: login.session_token })).user.user_id,
    ).toBe(login.user_id);
  });
});
