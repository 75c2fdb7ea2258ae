import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import type { SeedData, SeedProject } from '../../harness/test-api/seed/types';
import { call } from './support/http';
import { startServer, uniqueToken } from './support/server';

// Seed (POST /__emulator/projects/<token>/seed, POST /__emulator/seed, --seed at start) and
// export (GET …/export): seeded users log in through /sdk/v1, and an export seeds back as is.

let server: RunningTestApi;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

type ErrorJson = { error_type: string; error_message: string };
type AuthData = { data: { user_id: string; session_token: string; user: { emails: unknown[] } } };

const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';
const ada = {
  name: { first_name: 'Ada', last_name: 'Lovelace' },
  emails: [{ email: 'Ada@Example.com' }],
  phone_numbers: [{ phone_number: '+14155550123' }],
  crypto_wallets: [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: ETH }],
  password: 'correct horse battery staple 1843',
  untrusted_metadata: { plan: 'pro' },
};

const seedProject = (pt: string, body: unknown) =>
  call<{ ok: boolean; user_ids: string[] } & ErrorJson>(
    server.url,
    'POST',
    `/__emulator/projects/${pt}/seed`,
    body,
  );
const exportProject = async (pt: string) =>
  (await call<SeedProject>(server.url, 'GET', `/__emulator/projects/${pt}/export`)).body;
const passwordLogin = (pt: string, email: string, password: string) =>
  call<AuthData & ErrorJson>(
    server.url,
    'POST',
    '/sdk/v1/passwords/authenticate',
    { email, password, session_duration_minutes: 30 },
    { publicToken: pt },
  );

describe('seed', () => {
  it('adds users whose password logs in through /sdk/v1 and whose OTP login finds the same user', async () => {
    const pt = uniqueToken();
    const seeded = await seedProject(pt, { users: [ada] });
    expect(seeded.status).toBe(200);
    const [userId] = seeded.body.user_ids;
    expect(userId).toMatch(/^user-test-/);
    const login = await passwordLogin(pt, 'ada@example.com', ada.password);
    expect(login.status).toBe(200);
    expect(login.body.data.user_id).toBe(userId);
    const wrong = await passwordLogin(pt, 'ada@example.com', 'not the password 1843');
    expect(wrong.body.error_type).toBe('unauthorized_credentials');
    const sms = await call<{ data: { user_id: string } }>(
      server.url,
      'POST',
      '/sdk/v1/otps/sms/login_or_create',
      { phone_number: '+14155550123' },
      { publicToken: pt },
    );
    expect(sms.body.data.user_id).toBe(userId);
    // Another project does not see the user.
    const elsewhere = await passwordLogin(uniqueToken(), 'ada@example.com', ada.password);
    expect(elsewhere.status).toBe(404);
  });

  it('exports what it seeded, in the seed format, password as a hash only', async () => {
    const pt = uniqueToken();
    await seedProject(pt, { users: [ada] });
    const { users } = await exportProject(pt);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      status: 'active',
      name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
      emails: [{ email: 'ada@example.com', verified: true }],
      phone_numbers: [{ phone_number: '+14155550123', verified: true }],
      crypto_wallets: [
        {
          crypto_wallet_type: 'ethereum',
          crypto_wallet_address: ETH.toLowerCase(),
          verified: true,
        },
      ],
      untrusted_metadata: { plan: 'pro' },
    });
    expect(users[0]?.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(users)).not.toContain(ada.password);
  });

  it('round-trips: the global export seeds back into an empty store unchanged, and still logs in', async () => {
    const [a, b] = [uniqueToken(), uniqueToken()];
    await seedProject(a, { users: [ada] });
    await seedProject(b, { users: [{ emails: [{ email: 'bob@example.com', verified: false }] }] });
    // A user made by a real login is exported too.
    await call(
      server.url,
      'POST',
      '/sdk/v1/otps/email/login_or_create',
      { email: 'cy@example.com' },
      {
        publicToken: b,
      },
    );
    const before = (await call<SeedData>(server.url, 'GET', '/__emulator/export')).body;
    expect(Object.keys(before.projects)).toEqual(expect.arrayContaining([a, b]));
    await call(server.url, 'POST', '/__emulator/reset');
    expect((await call<SeedData>(server.url, 'GET', '/__emulator/export')).body).toEqual({
      projects: {},
    });
    const again = await call(server.url, 'POST', '/__emulator/seed', before);
    expect(again.status).toBe(200);
    const after = (await call<SeedData>(server.url, 'GET', '/__emulator/export')).body;
    expect(after).toEqual(before);
    expect((await passwordLogin(a, 'ada@example.com', ada.password)).status).toBe(200);
  });

  it('refuses a taken email with a 409 and writes nothing of that seed', async () => {
    const pt = uniqueToken();
    await seedProject(pt, { users: [{ emails: [{ email: 'taken@example.com' }] }] });
    const res = await seedProject(pt, {
      users: [
        { emails: [{ email: 'fresh@example.com' }] },
        { emails: [{ email: 'taken@example.com' }] },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.error_type).toBe('duplicate_email');
    expect(res.body.error_message).toMatch(/users\[1\]\.emails\[0\].*taken@example\.com/);
    const { users } = await exportProject(pt);
    expect(users.map((u) => u.emails?.[0]?.email)).toEqual(['taken@example.com']);
  });

  it('refuses malformed seeds with a 400 naming the path of the bad value', async () => {
    for (const [body, words] of [
      [{}, /body\.users must be an array/],
      [{ users: [{}] }, /users\[0\] needs at least one email/],
      [
        { users: [{ emails: [{ email: 'nope' }] }] },
        /users\[0\]\.emails\[0\]: email is not a valid/,
      ],
      [{ users: [{ phone_numbers: [{ phone_number: '555' }] }] }, /E\.164/],
      [
        {
          users: [
            { crypto_wallets: [{ crypto_wallet_type: 'bitcoin', crypto_wallet_address: 'x' }] },
          ],
        },
        /"ethereum" or "solana"/,
      ],
      [
        {
          users: [
            { crypto_wallets: [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: '0x12' }] },
          ],
        },
        /not a valid ethereum address/,
      ],
      [{ users: [{ emails: [{ email: 'a@b.co' }], password: 42 }] }, /password must be a string/],
      [
        { users: [{ phone_numbers: [{ phone_number: '+14155550123' }], password: 'x' }] },
        /needs an email/,
      ],
      [{ users: [{ emails: [{ email: 'a@b.co' }], password_hash: 'plain' }] }, /scrypt hash/],
      [{ users: [{ emails: [{ email: 'a@b.co' }], pasword: 'x' }] }, /unknown field "pasword"/],
      [{ users: [{ emails: [{ email: 'a@b.co' }], status: 'gone' }] }, /"active" or "pending"/],
    ] as const) {
      const res = await seedProject(uniqueToken(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message, JSON.stringify(body)).toMatch(words);
    }
    const global = await call<ErrorJson>(server.url, 'POST', '/__emulator/seed', {
      projects: { 'public-token-live-1': { users: [] } },
    });
    expect(global.status).toBe(400);
    expect(global.body.error_message).toMatch(/public-token-live-1/);
  });
});

describe('--seed at start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  const pt = uniqueToken();
  const file = join(dir, 'seed.json');
  writeFileSync(file, JSON.stringify({ projects: { [pt]: { users: [ada] } } }));

  it('adds the file’s users before the first request, and leaves them out when already there', async () => {
    const db = join(dir, 'store.sqlite');
    const first = await startServer({ db, seedFile: file });
    try {
      expect(first.seeded?.skipped).toBe(0);
      const login = await call(
        first.url,
        'POST',
        '/sdk/v1/passwords/authenticate',
        {
          email: 'ada@example.com',
          password: ada.password,
          session_duration_minutes: 30,
        },
        { publicToken: pt },
      );
      expect(login.status).toBe(200);
    } finally {
      await first.close();
    }
    const second = await startServer({ db, seedFile: file });
    try {
      expect(second.seeded?.skipped).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('stops start-up on a broken seed file, naming the bad value', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ projects: { [pt]: { users: [{ emails: [{ email: 'x' }] }] } } }),
    );
    await expect(startServer({ seedFile: bad })).rejects.toThrow(/users\[0\]\.emails\[0\]/);
    await expect(startServer({ seedFile: join(dir, 'missing.json') })).rejects.toThrow(
      `${join(dir, 'missing.json')}: no such file; check the --seed path`,
    );
  });
});
