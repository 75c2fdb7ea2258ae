import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, TOKEN, tempDir } from './run-cli';

// --url without starting anything: the plan it would run (--list) and a bad address.
async function passwordsConfig(
  products: readonly string[] = ['passwords', 'otp'],
): Promise<{ dir: string; config: string }> {
  const dir = await tempDir('stytch-widget-smoke-url-');
  const config = join(dir, 'stytch-widget.config.json');
  await writeFile(
    config,
    JSON.stringify({ publicToken: TOKEN, products, otpOptions: { methods: ['email'] } }),
  );
  return { dir, config };
}

describe('stytch-widget smoke --url', () => {
  it('--list: only the login mount runs on a customer page', async () => {
    const { dir, config } = await passwordsConfig();
    const all = await runCli(['smoke', '--config', config, '--list'], { cwd: dir });
    const onPage = await runCli(
      ['smoke', '--config', config, '--list', '--url', 'http://localhost:5173/login'],
      { cwd: dir },
    );
    expect(all.code).toBe(0);
    expect(onPage.code).toBe(0);
    const names = (out: string) => out.trim().split('\n');
    expect(names(all.stdout).some((name) => name.startsWith('resetPassword: '))).toBe(true);
    expect(names(onPage.stdout)).toEqual(
      names(all.stdout).filter((name) => name.startsWith('login: ')),
    );
  });

  it("--passkey-registration-url: the app's passkey scenario joins the login ones, with --no-inject only", async () => {
    const { dir, config } = await passwordsConfig(['passwords', 'otp', 'passkeys']);
    const url = 'http://localhost:5173/login';
    const flag = ['--passkey-registration-url', 'http://localhost:5173/account/passkeys'];
    const plain = await runCli(
      ['smoke', '--config', config, '--list', '--url', url, '--no-inject'],
      {
        cwd: dir,
      },
    );
    const withPage = await runCli(
      ['smoke', '--config', config, '--list', '--url', url, '--no-inject', ...flag],
      { cwd: dir },
    );
    expect(withPage.code).toBe(0);
    const names = (out: string) => out.trim().split('\n');
    expect(names(withPage.stdout)).toEqual([
      ...names(plain.stdout),
      "passkeyRegistration: on the app, after a login by a password or an email passcode, register a passkey, log out, log in by 'Login with a Passkey'",
    ]);
    const injected = await runCli(['smoke', '--config', config, '--list', '--url', url, ...flag], {
      cwd: dir,
    });
    expect(injected.code).toBe(2);
    expect(injected.stderr).toContain("--passkey-registration-url is your app's own passkey page");
    const noUrl = await runCli(['smoke', '--config', config, '--list', ...flag], { cwd: dir });
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain("use it with --url <the app's login page> --no-inject");
  });

  it('an address that is not http(s) stops before anything starts (a usage error, exit 2)', async () => {
    const { dir, config } = await passwordsConfig();
    const run = await runCli(['smoke', '--config', config, '--url', 'localhost:5173'], {
      cwd: dir,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '--url must be an http:// or https:// address, got "localhost:5173"',
    );
  });

  it('--start implies --no-inject (so --logged-in is accepted), and needs --url', async () => {
    const { dir, config } = await passwordsConfig();
    const url = 'http://localhost:5173/login';
    const started = await runCli(
      [
        'smoke',
        '--config',
        config,
        '--list',
        '--url',
        url,
        '--start',
        'node server.js',
        '--logged-in',
        '#account',
      ],
      { cwd: dir },
    );
    expect(started.code).toBe(0);
    expect(started.stdout).toContain('login: password sign-up');
    const injected = await runCli(
      ['smoke', '--config', config, '--list', '--url', url, '--logged-in', '#account'],
      { cwd: dir },
    );
    expect(injected.code).toBe(2);
    expect(injected.stderr).toContain('use it with --url <app> --no-inject');
    const noUrl = await runCli(['smoke', '--config', config, '--list', '--start', 'node x'], {
      cwd: dir,
    });
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain('--start needs --url <page>');
    const timeoutAlone = await runCli(['smoke', '--config', config, '--start-timeout', '500'], {
      cwd: dir,
    });
    expect(timeoutAlone.code).toBe(2);
    expect(timeoutAlone.stderr).toContain('--start-timeout needs --start');
  });

  it('--start: an app that exits early fails the run (exit 1) with its last output', async () => {
    const { dir, config } = await passwordsConfig();
    const run = await runCli(
      [
        'smoke',
        '--config',
        config,
        '--url',
        'http://127.0.0.1:9/login',
        '--start',
        `"${process.execPath}" -e "console.error('missing STYTCH_SECRET'); process.exit(1)"`,
      ],
      { cwd: dir },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('exited with code 1 before http://127.0.0.1:9/login answered');
    expect(run.stderr).toContain('| missing STYTCH_SECRET');
  });

  it('--allow-gap without a method and a path stops before anything starts, showing the form', async () => {
    const { dir, config } = await passwordsConfig();
    const run = await runCli(
      [
        'smoke',
        '--config',
        config,
        '--list',
        '--url',
        'http://localhost:5173/login',
        '--allow-gap',
        '/sdk/v1/totps',
      ],
      { cwd: dir },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--allow-gap takes "<METHOD> <path>"');
    expect(run.stderr).toContain('got "/sdk/v1/totps"');
  });
});
