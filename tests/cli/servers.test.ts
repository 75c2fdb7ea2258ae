import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, TOKEN, tempDir } from './run-cli';

/** Starts a long-running command and resolves once its output holds `lines` http URLs. */
function start(args: string[], urls: number) {
  const child = spawn(process.execPath, [BIN, ...args], {
    stdio: 'pipe',
  }) as ChildProcessWithoutNullStreams;
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const ready = new Promise<string[]>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = stdout.match(/https?:\/\/[\w.:-]+/g) ?? [];
      const unique = [...new Set(found)];
      if (unique.length >= urls) resolve(unique);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    exited.then((code) => reject(new Error(`exited early (${code}): ${stderr}`)));
  });
  return { child, ready, exited, output: () => stdout };
}

describe('stytch-widget test-api', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`prints its URL, serves the outbox, and stops cleanly on ${signal}`, async () => {
      const server = start(['test-api', '--port', '0', '--db', ':memory:'], 1);
      const [url] = await server.ready;
      expect(server.output()).toContain(`listening on ${url}`);
      const response = await fetch(`${url}/__emulator/outbox`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ messages: [] });
      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      await expect(fetch(`${url}/__emulator/outbox`)).rejects.toThrow();
    });
  }

  it('refuses a port that is not a number (exit 2)', async () => {
    const server = start(['test-api', '--port', 'http'], 1);
    server.ready.catch(() => undefined);
    expect(await server.exited).toBe(2);
  });

  it("hashes passwords at a real service's cost with --password-hash-cost production", async () => {
    const server = start(
      ['test-api', '--port', '0', '--db', ':memory:', '--password-hash-cost', 'production'],
      1,
    );
    const [url] = await server.ready;
    const token = 'public-token-test-hash-cost';
    const created = await fetch(`${url}/sdk/v1/passwords`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
      },
      body: JSON.stringify({ email: 'ada@example.com', password: 'copper-Glacier-whistle-5150' }),
    });
    expect(created.status).toBe(200);
    const exported = await (await fetch(`${url}/__emulator/projects/${token}/export`)).json();
    expect(exported.users[0].password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('refuses a --password-hash-cost it does not know (exit 2)', async () => {
    const server = start(['test-api', '--password-hash-cost', 'slow'], 1);
    server.ready.catch(() => undefined);
    expect(await server.exited).toBe(2);
  });
});

describe('stytch-widget dev', () => {
  it('prints the dev page and test API URLs, serves both, stops on SIGINT', async () => {
    const dev = start(['dev', '--port', '0', '--api-port', '0', '--db', ':memory:'], 2);
    await dev.ready;
    const page = /dev page: +(\S+)/.exec(dev.output())?.[1];
    const api = /test API: +(\S+)/.exec(dev.output())?.[1];
    expect(page).toMatch(/^http:\/\//);
    expect(api).toMatch(/^http:\/\//);
    const html = await (await fetch(`${page}`)).text();
    expect(html).toContain('/dev/assets/'); // the built dev page app
    const devConfig = (await (await fetch(new URL('/dev-config.json', page))).json()) as {
      apiUrl: string;
      mountOptions: { elementId: string; apiUrl: string };
    };
    expect(devConfig.apiUrl).toBe(api);
    expect(devConfig.mountOptions).toMatchObject({ elementId: '#stytch-login', apiUrl: api });
    expect((await fetch(`${api}/__emulator/outbox`)).status).toBe(200);
    dev.child.kill('SIGINT');
    expect(await dev.exited).toBe(0);
  });

  it('with passwords, names the reset page, which mounts the reset form', async () => {
    const dir = await tempDir();
    const config = join(dir, 'stytch-widget.config.json');
    await writeFile(config, JSON.stringify({ publicToken: TOKEN, products: ['passwords'] }));
    const dev = start(
      ['dev', '--port', '0', '--api-port', '0', '--db', ':memory:', '--config', config],
      2,
    );
    await dev.ready;
    const page = /dev page: +(\S+)/.exec(dev.output())?.[1];
    const reset = /reset page: +(\S+)/.exec(dev.output())?.[1];
    expect(reset).toBe(`${page}/reset-password`);
    const html = await (await fetch(reset as string)).text();
    expect(html).toContain('data-stytch-widget="mountResetPassword"');
    dev.child.kill('SIGINT');
    expect(await dev.exited).toBe(0);
  });

  it('with passkeys, names the passkey page on localhost, which mounts passkey registration', async () => {
    const dir = await tempDir();
    const config = join(dir, 'stytch-widget.config.json');
    await writeFile(
      config,
      JSON.stringify({
        publicToken: TOKEN,
        products: ['otp', 'passkeys'],
        otpOptions: { methods: ['email'] },
      }),
    );
    const dev = start(
      ['dev', '--port', '0', '--api-port', '0', '--db', ':memory:', '--config', config],
      2,
    );
    await dev.ready;
    const page = /dev page: +(\S+)/.exec(dev.output())?.[1];
    const passkeys = /passkeys: +(\S+)/.exec(dev.output())?.[1];
    // WebAuthn needs a host name: the page the user opens must not be an IP address.
    expect(new URL(passkeys as string).hostname).toBe('localhost');
    expect(passkeys).toBe(`${page}/passkeys`);
    const html = await (await fetch(passkeys as string)).text();
    expect(html).toContain('data-stytch-widget="mountPasskeyRegistration"');
    dev.child.kill('SIGINT');
    expect(await dev.exited).toBe(0);
  });

  it('without passwords or passkeys, has no reset page and no passkey page', async () => {
    const dev = start(['dev', '--port', '0', '--api-port', '0', '--db', ':memory:'], 2);
    await dev.ready;
    const page = /dev page: +(\S+)/.exec(dev.output())?.[1];
    expect(dev.output()).not.toContain('reset page');
    expect(dev.output()).not.toContain('passkeys:');
    expect((await fetch(`${page}/reset-password`)).status).toBe(404);
    expect((await fetch(`${page}/passkeys`)).status).toBe(404);
    dev.child.kill('SIGINT');
    expect(await dev.exited).toBe(0);
  });
});
