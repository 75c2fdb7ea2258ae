import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';
import { EXTENSION_ORIGIN } from '../../harness/shared/extension-id';
import { BIN } from './run-cli';

// `--allow-origin` on the real binary: the origin is answered with CORS besides the defaults
// (local pages and the package's extension), and any other origin is still refused.

function start(args: string[]) {
  const child = spawn(process.execPath, [BIN, ...args], {
    stdio: 'pipe',
  }) as ChildProcessWithoutNullStreams;
  // A failed test stops it too.
  onTestFinished(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let stdout = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = /(?:listening on +|test API: +)(http:\/\/\S+)/.exec(stdout)?.[1];
      if (found) resolve(found);
    });
    exited.then((code) => reject(new Error(`exited early (${code}): ${stdout}`)));
  });
  return { child, url, exited };
}

async function outboxFrom(apiUrl: string, origin: string) {
  const response = await fetch(new URL('/__emulator/outbox', apiUrl), { headers: { origin } });
  return {
    status: response.status,
    allowOrigin: response.headers.get('access-control-allow-origin'),
    errorType: response.ok ? null : ((await response.json()) as { error_type: string }).error_type,
  };
}

describe('--allow-origin', () => {
  for (const command of ['test-api', 'dev'] as const) {
    it(`${command}: answers the given origin and the defaults, refuses the rest`, async () => {
      const ports = command === 'dev' ? ['--port', '0', '--api-port', '0'] : ['--port', '0'];
      const server = start([
        command,
        ...ports,
        '--db',
        ':memory:',
        '--allow-origin',
        'https://app.example.test/',
      ]);
      const apiUrl = await server.url;
      expect(await outboxFrom(apiUrl, 'https://app.example.test')).toEqual({
        status: 200,
        allowOrigin: 'https://app.example.test',
        errorType: null,
      });
      expect((await outboxFrom(apiUrl, 'http://localhost:5173')).status).toBe(200);
      expect((await outboxFrom(apiUrl, EXTENSION_ORIGIN)).status).toBe(200);
      expect(await outboxFrom(apiUrl, 'https://evil.example')).toEqual({
        status: 403,
        allowOrigin: null,
        errorType: 'origin_not_allowed',
      });
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
    }, 60_000);
  }
});
