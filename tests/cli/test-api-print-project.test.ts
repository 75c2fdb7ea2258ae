import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApi } from '../../harness/test-api';
import { runCli, TOKEN, tempDir } from './run-cli';

// `test-api --print-project <token>`: the `.env` lines a server's Node client needs for the test
// API's project, without starting one; the values every test API holds for that token.

const envOf = (stdout: string) =>
  Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split('=') as [string, string]),
  );

describe('stytch-widget test-api --print-project', () => {
  it('prints STYTCH_PROJECT_ID and STYTCH_SECRET, the ones a running test API holds', async () => {
    const run = await runCli(['test-api', '--print-project', TOKEN]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const api = await startTestApi({ port: 0, db: ':memory:' });
    try {
      const project = api.api.projects.resolve(TOKEN);
      expect(envOf(run.stdout)).toEqual({
        STYTCH_PROJECT_ID: project.projectId,
        STYTCH_SECRET: project.secret,
      });
    } finally {
      await api.close();
    }
  });

  it("honours a --settings file's secret for the token", async () => {
    const dir = await tempDir();
    const settings = join(dir, 'settings.json');
    const secret = 'secret-test-from-the-settings-file';
    await writeFile(settings, JSON.stringify({ projects: { [TOKEN]: { secret } } }));
    const run = await runCli(['test-api', '--print-project', TOKEN, '--settings', settings]);
    expect(run.code).toBe(0);
    expect(envOf(run.stdout).STYTCH_SECRET).toBe(secret);
  });

  it('refuses a live token (exit 2), naming why', async () => {
    const run = await runCli(['test-api', '--print-project', 'public-token-live-x']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('live public tokens (public-token-live-…) are refused');
  });
});
