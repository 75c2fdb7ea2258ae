import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { getWithHost } from '../support/listening';
import { BIN } from './run-cli';

// `--allowed-host` on the real binary: test-api and dev answer loopback names and the allowed
// host, and refuse any other Host (DNS rebinding) with 403 naming the flag.

function start(args: string[], urls: number) {
  const child = spawn(process.execPath, [BIN, ...args], {
    stdio: 'pipe',
  }) as ChildProcessWithoutNullStreams;
  let stdout = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (new Set(stdout.match(/https?:\/\/[\w.:-]+/g) ?? []).size >= urls) resolve();
    });
    exited.then((code) => reject(new Error(`exited early (${code})`)));
  });
  return { child, ready, exited, output: () => stdout };
}

describe('--allowed-host', () => {
  it('test-api: 403 for a rebound name, 200 for loopback and the allowed host', async () => {
    const api = start(
      ['test-api', '--port', '0', '--db', ':memory:', '--allowed-host', 'app.test'],
      1,
    );
    await api.ready;
    const url = `${/listening on (\S+)/.exec(api.output())?.[1]}/__emulator/outbox`;
    const refused = await getWithHost(url, 'evil.example');
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('--allowed-host evil.example');
    expect((await getWithHost(url, 'app.test:4010')).status).toBe(200);
    expect((await getWithHost(url, 'localhost:4010')).status).toBe(200);
    api.child.kill('SIGINT');
    expect(await api.exited).toBe(0);
  });

  it('dev: both the dev page and its test API refuse a rebound name and answer allowed ones', async () => {
    const dev = start(
      [
        'dev',
        '--port',
        '0',
        '--api-port',
        '0',
        '--db',
        ':memory:',
        '--allowed-host',
        'app.test',
        '--allowed-host',
        '.preview.test',
      ],
      2,
    );
    await dev.ready;
    const page = /dev page: +(\S+)/.exec(dev.output())?.[1] as string;
    const api = /test API: +(\S+)/.exec(dev.output())?.[1] as string;
    for (const url of [new URL('/dev-config.json', page).href, `${api}/__emulator/outbox`]) {
      const refused = await getWithHost(url, 'evil.example');
      expect(refused.status, url).toBe(403);
      expect(refused.body).toContain('--allowed-host');
      expect((await getWithHost(url, 'app.test')).status, url).toBe(200);
      expect((await getWithHost(url, 'pr-1.preview.test')).status, url).toBe(200);
    }
    dev.child.kill('SIGINT');
    expect(await dev.exited).toBe(0);
  });

  it('refuses a value that is not a host name (exit 2)', async () => {
    const api = start(['test-api', '--allowed-host', 'http://x/'], 1);
    api.ready.catch(() => undefined);
    expect(await api.exited).toBe(2);
  });
});
