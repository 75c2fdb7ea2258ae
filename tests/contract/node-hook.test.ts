import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_URL_ENV } from '../../harness/routing';
import { fromPackageRoot } from '../../harness/shared/package-root';
import type { RunningTestApi } from '../../harness/test-api';
import { loginByEmail } from './support/http';
import { type ProjectInfo, projectInfo } from './support/node-client';
import { startServer, uniqueToken } from './support/server';

// `stytch-widget/node-hook` as a customer loads it: the built file (run `npm run build` first),
// by package name through NODE_OPTIONS, into a server module that builds its official `stytch`
// client with the default env. Runs on Node 22 and 24 too (tests/node-versions).

const root = fromPackageRoot();
const run = promisify(execFile);
const TOKEN = uniqueToken();
let api: RunningTestApi;
let project: ProjectInfo;
let other: Server;
let otherUrl: string;

beforeAll(async () => {
  api = await startServer();
  project = await projectInfo(api.url, TOKEN);
  other = createServer((_req, res) => res.end('not stytch'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await api?.close();
  other?.closeAllConnections();
  await new Promise((resolve) => other?.close(resolve));
});

/** `node -e <code>` (or a file) with the hook in NODE_OPTIONS and the given variables. */
function node(args: string[], env: Record<string, string>) {
  const inherited = { ...process.env };
  delete inherited[TEST_API_URL_ENV];
  return run(process.execPath, args, {
    cwd: root,
    env: { ...inherited, NODE_OPTIONS: '--import stytch-widget/node-hook', ...env },
    timeout: 30_000,
  });
}

describe('the Node hook (stytch-widget/node-hook)', () => {
  it("sends a default-env stytch client's API and JWKS calls to the test API, and nothing else", async () => {
    const session = await loginByEmail(api.url, TOKEN, 'hooked@example.com');
    const { stdout, stderr } = await node(
      [
        join(root, 'tests/fixtures/node-hook/server-module.mjs'),
        session.session_token,
        session.session_jwt,
        otherUrl,
      ],
      {
        [TEST_API_URL_ENV]: api.url,
        STYTCH_PROJECT_ID: project.project_id,
        STYTCH_SECRET: project.secret,
      },
    );
    expect(stderr).toBe('');
    const seen = JSON.parse(stdout);
    expect(seen).toEqual({
      email: 'hooked@example.com',
      sessionId: expect.stringMatching(/^session-test-/),
      localSessionId: seen.sessionId,
      other: 'not stytch',
    });
  });

  it('without the variable changes nothing: no fetch loaded, https.request as it was', async () => {
    const probe = `
      const https = await import('node:https');
      const slot = Symbol.for('undici.globalDispatcher.1');
      const before = globalThis[slot];
      void globalThis.Response;
      const dispatcher = globalThis[slot];
      process.stdout.write(JSON.stringify({
        fetchLoaded: before !== undefined,
        dispatcher: dispatcher?.constructor?.name,
        routedDispatcher: Boolean(dispatcher?.[Symbol.for('stytch-widget.routedDispatcher')]),
        routedHttps: Boolean(https.request[Symbol.for('stytch-widget.routedHttps')]),
      }));`;
    const off = await node(['--input-type=module', '-e', probe], {});
    expect(JSON.parse(off.stdout)).toEqual({
      fetchLoaded: false,
      dispatcher: 'Agent',
      routedDispatcher: false,
      routedHttps: false,
    });
    // The same probe with the variable set sees both routed (what the first case relies on).
    const on = await node(['--input-type=module', '-e', probe], { [TEST_API_URL_ENV]: api.url });
    expect(JSON.parse(on.stdout)).toMatchObject({ routedDispatcher: true, routedHttps: true });
  });

  it('refuses a variable that is no http(s) URL, naming it', async () => {
    await expect(node(['-e', '0'], { [TEST_API_URL_ENV]: 'ftp://x' })).rejects.toMatchObject({
      stderr: expect.stringContaining(`${TEST_API_URL_ENV} must be an http(s) URL`),
    });
  });
});
