import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
import { basicAuthHeader } from '../../harness/test-api/http/auth';
import { call } from './support/http';
import { startServer, uniqueToken } from './support/server';

// Fixed test identities (project setting `testIdentities`): a code request sends nothing, the
// fixed code verifies again and again, wrong codes still count, other addresses are untouched.

let server: RunningTestApi;
const FILE_TOKEN = uniqueToken();
const IDENTITIES = [
  { email: 'E2E@Example.com', code: '424242' },
  { phone: '+14155550199', code: '135790' },
];

type ErrorJson = { error_type: string; error_message: string };
type Sent = { data: { method_id: string; user_id: string; user_created: boolean } };
type Authed = {
  data: { session_token: string; user_id: string; user: { emails: { verified: boolean }[] } };
};

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'test-identities-'));
  const settingsFile = join(dir, 'settings.json');
  await writeFile(
    settingsFile,
    JSON.stringify({
      projects: { [FILE_TOKEN]: { testIdentities: IDENTITIES, otpAttemptLimit: 3 } },
    }),
  );
  server = await startServer({ settingsFile });
});
afterAll(async () => {
  await server?.close();
});

const send = (pt: string, path: string, body: unknown) =>
  call<Sent & ErrorJson>(server.url, 'POST', `/sdk/v1/otps/${path}`, body, { publicToken: pt });
const authenticate = (pt: string, token: string, method_id: string) =>
  call<Authed & ErrorJson>(
    server.url,
    'POST',
    '/sdk/v1/otps/authenticate',
    { token, method_id, session_duration_minutes: 30 },
    { publicToken: pt },
  );

describe('fixed test identities', () => {
  it('email: sends nothing, the fixed code logs in repeatedly and creates the user once', async () => {
    const first = await send(FILE_TOKEN, 'email/login_or_create', { email: 'e2e@example.com' });
    expect(first.status).toBe(200);
    expect(first.body.data.user_created).toBe(true);
    const one = await authenticate(FILE_TOKEN, '424242', first.body.data.method_id);
    expect(one.status).toBe(200);
    expect(one.body.data.session_token).toBeTruthy();
    expect(one.body.data.user.emails[0]?.verified).toBe(true);
    const two = await authenticate(FILE_TOKEN, '424242', first.body.data.method_id);
    expect(two.status).toBe(200);
    expect(two.body.data.session_token).not.toBe(one.body.data.session_token);
    const again = await send(FILE_TOKEN, 'email/login_or_create', { email: 'E2E@example.com' });
    expect(again.body.data).toMatchObject({ user_created: false, user_id: one.body.data.user_id });
    expect((await authenticate(FILE_TOKEN, '424242', again.body.data.method_id)).status).toBe(200);
    expect(await readOutbox(server.url, { to: 'e2e@example.com' })).toEqual([]);
  });

  it('SMS and WhatsApp for a declared phone: nothing sent, the fixed code verifies', async () => {
    for (const channel of ['sms', 'whatsapp']) {
      const sent = await send(FILE_TOKEN, `${channel}/login_or_create`, {
        phone_number: '+14155550199',
      });
      expect(sent.status).toBe(200);
      expect((await authenticate(FILE_TOKEN, '135790', sent.body.data.method_id)).status).toBe(200);
    }
    expect(await readOutbox(server.url, { to: '+14155550199' })).toEqual([]);
  });

  it('wrong codes still count: at the limit the code is dead until a new request', async () => {
    const sent = await send(FILE_TOKEN, 'email/login_or_create', { email: 'e2e@example.com' });
    const { method_id } = sent.body.data;
    expect((await authenticate(FILE_TOKEN, '000000', method_id)).body.error_message).toContain(
      '2 attempts left',
    );
    await authenticate(FILE_TOKEN, '000001', method_id);
    expect((await authenticate(FILE_TOKEN, '000002', method_id)).status).toBe(401);
    const dead = await authenticate(FILE_TOKEN, '424242', method_id);
    expect(dead.status).toBe(404);
    expect(dead.body.error_message).toContain('too many wrong attempts');
    await send(FILE_TOKEN, 'email/login_or_create', { email: 'e2e@example.com' });
    expect((await authenticate(FILE_TOKEN, '424242', method_id)).status).toBe(200);
  });

  it('other addresses of the project and other projects still get random codes', async () => {
    const other = await send(FILE_TOKEN, 'email/login_or_create', { email: 'real@example.com' });
    expect(await readOutbox(server.url, { to: 'real@example.com' })).toHaveLength(1);
    expect((await authenticate(FILE_TOKEN, '424242', other.body.data.method_id)).status).toBe(401);
    const elsewhere = uniqueToken();
    await send(elsewhere, 'email/login_or_create', { email: 'e2e@example.com' });
    const messages = await readOutbox(server.url, { to: 'e2e@example.com' });
    expect(messages).toHaveLength(1);
    expect(messages[0]?.code).toMatch(/^\d{6}$/);
  });

  it('can be declared with PUT settings, and the backend /v1/otps/authenticate takes the fixed code', async () => {
    const pt = uniqueToken();
    const put = await call<{ settings: { testIdentities: unknown } }>(
      server.url,
      'PUT',
      `/__emulator/projects/${pt}/settings`,
      { testIdentities: [{ email: 'api@example.com', code: '111222' }] },
    );
    expect(put.status).toBe(200);
    expect(put.body.settings.testIdentities).toEqual([
      { email: 'api@example.com', code: '111222' },
    ]);
    const sent = await send(pt, 'email/login_or_create', { email: 'api@example.com' });
    const info = await call<{ project_id: string; secret: string }>(
      server.url,
      'GET',
      `/__emulator/projects/${pt}`,
    );
    const backend = async () =>
      call<{ status_code: number; session_token: string }>(
        server.url,
        'POST',
        '/v1/otps/authenticate',
        { code: '111222', method_id: sent.body.data.method_id, session_duration_minutes: 5 },
        { headers: { Authorization: basicAuthHeader(info.body.project_id, info.body.secret) } },
      );
    expect((await backend()).status).toBe(200);
    expect((await backend()).body.session_token).toBeTruthy();
    expect(await readOutbox(server.url, { to: 'api@example.com' })).toEqual([]);
  });

  it('refuses malformed identities with a message naming the entry and field', async () => {
    const pt = uniqueToken();
    const put = (testIdentities: unknown) =>
      call<ErrorJson>(server.url, 'PUT', `/__emulator/projects/${pt}/settings`, {
        testIdentities,
      });
    const cases: [unknown, string][] = [
      [{ email: 'a@b.co', code: '1' }, 'must be an array'],
      [
        [{ email: 'a@b.co', code: '12345' }],
        'testIdentities[0].code" must be a string of 6 digits',
      ],
      [[{ code: '123456' }], 'testIdentities[0]" needs an "email" or a "phone"'],
      [[{ phone: '4155550199', code: '123456' }], 'testIdentities[0].phone" must be a valid E.164'],
      [[{ email: 'nope', code: '123456' }], 'testIdentities[0].email" must be an email'],
      [[{ email: 'a@b.co', code: '123456', pin: 1 }], 'unknown field "pin"'],
      [['a@b.co'], 'testIdentities[0]" must be an object'],
    ];
    for (const [value, message] of cases) {
      const res = await put(value);
      expect(res.status, message).toBe(400);
      expect(res.body.error_message).toContain(message);
    }
  });
});
