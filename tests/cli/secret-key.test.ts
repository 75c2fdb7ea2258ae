import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli';

// A project's secret key pasted where the public token goes: every command that reads it
// refuses it and never prints it, so it cannot end up in a CI log.

const SECRET = 'secret-test-c2VjcmV0LW5ldmVyLWluLWEtbG9n';

async function configWithSecret(): Promise<{ dir: string; config: string }> {
  const dir = await tempDir('stytch-widget-secret-');
  const config = join(dir, 'stytch-widget.config.json');
  await writeFile(
    config,
    JSON.stringify({ publicToken: SECRET, products: ['otp'], otpOptions: { methods: ['email'] } }),
  );
  return { dir, config };
}

describe('a secret key in place of the public token', () => {
  it.each([
    ['validate', (config: string) => ['validate', config]],
    ['validate --json', (config: string) => ['validate', config, '--json']],
    ['doctor', (config: string) => ['doctor', '--config', config]],
    ['snippet', (config: string) => ['snippet', '--config', config]],
  ])('%s refuses it without printing it', async (_name, args) => {
    const { dir, config } = await configWithSecret();
    const run = await runCli(args(config), { cwd: dir });
    expect(run.code).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain('this is a secret key: never put it in a page');
    expect(`${run.stdout}${run.stderr}`).not.toContain(SECRET);
  });

  it('init --public-token refuses it without printing it, and writes nothing', async () => {
    const dir = await tempDir('stytch-widget-secret-');
    const run = await runCli(['init', '--yes', '--public-token', SECRET, '--products', 'otp'], {
      cwd: dir,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('this is a secret key: never put it in a page');
    expect(`${run.stdout}${run.stderr}`).not.toContain(SECRET);
  });
});
