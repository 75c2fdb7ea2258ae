import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initYes, runCli, tempDir } from './run-cli';

// One rule for every command that reads a config: --config, else ./stytch-widget.config.json,
// else the built-in example (smoke, dev) or a usage error (validate, snippet, doctor). The first
// line each prints names the config it uses.

async function folderWithConfig(flags: readonly string[]): Promise<string> {
  const dir = await tempDir();
  const init = await initYes(dir, flags);
  expect(init.code, init.stderr).toBe(0);
  return dir;
}

describe('in a folder where init wrote a config', () => {
  it('plain smoke plans the scenarios of that config, and says so on its first line', async () => {
    const dir = await folderWithConfig(['--products', 'otp', '--otp-methods', 'sms,email']);
    const plain = await runCli(['smoke', '--list'], { cwd: dir });
    const named = await runCli(['smoke', '--list', '--config', 'stytch-widget.config.json'], {
      cwd: dir,
    });
    expect(plain.code, plain.stderr).toBe(0);
    // stdout is the scenario names alone; the config line goes to stderr.
    expect(plain.stderr).toBe('config: stytch-widget.config.json (found in this folder)\n');
    expect(named.stderr).toBe('config: stytch-widget.config.json\n');
    expect(plain.stdout).toBe(named.stdout);
    // The built-in example has email OTP only; this config sends texts too.
    expect(plain.stdout).toContain('login: SMS one-time passcode');
  });

  it('validate, snippet and doctor read it without being told', async () => {
    const dir = await folderWithConfig(['--products', 'otp', '--otp-methods', 'email']);
    const validate = await runCli(['validate'], { cwd: dir });
    expect(validate.code, validate.stderr).toBe(0);
    expect(validate.stdout.split('\n')[0]).toBe(
      'config: stytch-widget.config.json (found in this folder)',
    );
    const snippet = await runCli(['snippet'], { cwd: dir });
    expect(snippet.code, snippet.stderr).toBe(0);
    // stdout stays the snippet alone, so `snippet > login.html` writes a clean file.
    expect(snippet.stderr.split('\n')[0]).toBe(
      'config: stytch-widget.config.json (found in this folder)',
    );
    expect(snippet.stdout).toMatch(
      /^<!-- stytch-widget: .*generated from stytch-widget\.config\.json/,
    );
    const doctor = await runCli(['doctor', '--json'], { cwd: dir, timeoutMs: 20_000 });
    expect(JSON.parse(doctor.stdout).file).toBe(join(dir, 'stytch-widget.config.json'));
    expect(doctor.stderr.split('\n')[0]).toMatch(/^config: stytch-widget\.config\.json/);
  });

  it('--config wins over the folder’s file, as a flag or as validate’s argument', async () => {
    const dir = await folderWithConfig(['--products', 'otp', '--otp-methods', 'email']);
    await writeFile(
      join(dir, 'other.json'),
      '{"publicToken": "public-token-test-x", "products": []}',
    );
    for (const args of [
      ['validate', '--config', 'other.json'],
      ['validate', 'other.json'],
    ]) {
      const run = await runCli(args, { cwd: dir });
      expect(run.stdout.split('\n')[0]).toBe('config: other.json');
      expect(run.code).toBe(1);
    }
  });
});

describe('in a folder with no config', () => {
  it('smoke says it tests the built-in example', async () => {
    const run = await runCli(['smoke', '--list'], { cwd: await tempDir() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr.split('\n')[0]).toBe(
      'config: the built-in email-OTP example (no stytch-widget.config.json here; --config <file> to test yours)',
    );
  });

  it.each([['validate'], ['snippet'], ['doctor']])(
    '%s refuses with how to make one (exit 2)',
    async (command) => {
      const dir = await tempDir();
      const run = await runCli([command], { cwd: dir });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`${command}: no stytch-widget.config.json in ${dir}.`);
      expect(run.stderr).toContain('npx stytch-widget init');
      expect(run.stderr).not.toMatch(/^\s+at /m);
    },
  );
});
