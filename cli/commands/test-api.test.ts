import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basicAuthHeader } from '../../harness/test-api';
import { runTestApi, testApiCommand } from './test-api';

// `stytch-widget test-api --seed <file>`: the file's users exist before the first request.

describe('test-api --seed', () => {
  it('passes the seed file to the server, whose users can then log in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-seed-'));
    const token = 'public-token-test-cli-seed';
    const seed = join(dir, 'users.json');
    writeFileSync(
      seed,
      JSON.stringify({
        projects: {
          [token]: {
            users: [{ emails: [{ email: 'cli@example.com' }], password: 'seeded pass 1234' }],
          },
        },
      }),
    );
    const { server } = await runTestApi({ port: 0, db: ':memory:', seed });
    try {
      expect(Object.values(server.seeded?.created ?? {}).flat()).toHaveLength(1);
      const res = await fetch(`${server.url}/sdk/v1/passwords/authenticate`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: basicAuthHeader(token),
        },
        body: JSON.stringify({
          email: 'cli@example.com',
          password: 'seeded pass 1234',
          session_duration_minutes: 30,
        }),
      });
      expect(res.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('lists --seed in the help', () => {
    expect(testApiCommand().helpInformation()).toContain('--seed <file>');
  });
});
