import { describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { runCli } from './run-cli';

const COMMANDS = ['init', 'validate', 'snippet', 'test-api', 'dev', 'smoke', 'doctor'];

describe('stytch-widget --help and --version', () => {
  it('prints the version from package.json', async () => {
    for (const flag of ['--version', '-V']) {
      const run = await runCli([flag]);
      expect(run.stdout).toBe(`${version}\n`);
      expect(run.code).toBe(0);
    }
  });

  it('lists every command with examples and the exit codes', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    for (const command of COMMANDS) expect(run.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    expect(run.stdout).toContain('Examples:');
    expect(run.stdout).toContain('Exit codes:');
  });

  for (const command of COMMANDS) {
    it.concurrent(`${command} --help shows examples`, async () => {
      const run = await runCli([command, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: stytch-widget ${command}`);
      expect(run.stdout).toContain('Examples:');
      expect(run.stdout).toMatch(new RegExp(`\\$ (npx )?stytch-widget ${command}\\b`));
    });
  }

  it('an unknown command or option is a usage error (exit 2)', async () => {
    const unknown = await runCli(['deploy']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'deploy'");
    const option = await runCli(['validate', '--fast']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("unknown option '--fast'");
  });
});

describe('colour', () => {
  it('stays off without a terminal, even when a problem is printed', async () => {
    const run = await runCli(['validate', 'does-not-exist.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toContain('\u001b[');
  });
});
