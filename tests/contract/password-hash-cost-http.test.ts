import { afterEach, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import type { SeedProject } from '../../harness/test-api/seed/types';
import { call } from './support/http';
import { startServer, uniqueToken } from './support/server';

// `passwordHashCost`: the scrypt parameters of the hashes the test API writes, and that hashes
// of any parameters (an export from before, or from the other cost) still log in.

const PASSWORD = 'correct horse battery staple 1843';
/** A hash of OLD_PASSWORD written before the test cost existed (N=2^14, r=8), as an older export holds it. */
const OLD_PASSWORD = 'correct horse battery staple';
const PRODUCTION_COST_HASH =
  'scrypt$16384$8$1$0xa5142-5LsS0Yuagup9Ew$laF0ZBIp6fXrAs0n0p0hOJ3bhVZnx8JjwS5hRA3hAss';

let server: RunningTestApi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function signUp(api: RunningTestApi, pt: string, email: string): Promise<string> {
  const created = await call(
    api.url,
    'POST',
    '/sdk/v1/passwords',
    { email, password: PASSWORD, session_duration_minutes: 30 },
    { publicToken: pt },
  );
  expect(created.status).toBe(200);
  const exported = await call<SeedProject>(api.url, 'GET', `/__emulator/projects/${pt}/export`);
  return exported.body.users[0]?.password_hash ?? '';
}

const login = (api: RunningTestApi, pt: string, email: string, password = PASSWORD) =>
  call<{ data?: { session_token: string }; error_type?: string }>(
    api.url,
    'POST',
    '/sdk/v1/passwords/authenticate',
    { email, password, session_duration_minutes: 30 },
    { publicToken: pt },
  );

describe('password hash cost', () => {
  it('writes test-cost hashes by default, and they log in', async () => {
    server = await startServer();
    const pt = uniqueToken();
    expect(await signUp(server, pt, 'ada@example.com')).toMatch(/^scrypt\$1024\$1\$1\$/);
    expect((await login(server, pt, 'ada@example.com')).body.data?.session_token).toBeTruthy();
    expect((await login(server, pt, 'ada@example.com', 'wrong')).status).toBe(401);
  });

  it("writes a real service's cost with passwordHashCost: 'production'", async () => {
    server = await startServer({ passwordHashCost: 'production' });
    const pt = uniqueToken();
    expect(await signUp(server, pt, 'ada@example.com')).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect((await login(server, pt, 'ada@example.com')).status).toBe(200);
  });

  it('logs a seeded user in with a hash of other parameters than its own cost', async () => {
    const pt = uniqueToken();
    server = await startServer({
      seed: {
        projects: {
          [pt]: {
            users: [
              {
                emails: [{ email: 'old@example.com' }],
                password_id: 'password-test-0d3f1c52-2f7e-4a47-9c11-6a2b4f0e8a10',
                password_hash: PRODUCTION_COST_HASH,
              },
            ],
          },
        },
      },
    });
    const seeded = await login(server, pt, 'old@example.com', OLD_PASSWORD);
    expect(seeded.body.data?.session_token).toBeTruthy();
    expect((await login(server, pt, 'old@example.com', 'wrong')).status).toBe(401);
  });

  it('refuses an unknown cost before it starts', async () => {
    await expect(startServer({ passwordHashCost: 'slow' as unknown as 'test' })).rejects.toThrow(
      /passwordHashCost must be test or production/,
    );
  });
});
