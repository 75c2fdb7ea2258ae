import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, installedBin, installPacked, run } from '../support/packed-install';

// The packed package installed into an empty project and its commands run there as a customer
// runs them, on the Node that runs this file: `npm test` runs it on the machine's Node, and
// again on Node 22 and 24 (versions.mjs, from other-versions.test.ts). Each command must work and print no runtime
// warning (an ExperimentalWarning from a dependency lands in the customer's terminal).

const TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';

/** Lines of `stderr` that are Node's runtime warnings ("(node:123) ExperimentalWarning: …"). */
const warnings = (stderr: string) => stderr.split('\n').filter((line) => /Warning\b/.test(line));

let work = '';
let project = '';
let env: NodeJS.ProcessEnv = {};

/** `npx stytch-widget …` in the project. */
const npx = (args: string[], timeout = 60_000) =>
  installedBin(args, { cwd: project, env, timeout });

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'stytch-widget-node-versions-'));
  // npm, npx and the package's `#!/usr/bin/env node` launcher all resolve `node` on PATH: this
  // Node first, so every command of the test runs on it.
  env = childEnv({
    PATH: [dirname(process.execPath), process.env.PATH].join(delimiter),
    PUPPETEER_CACHE_DIR: join(work, 'puppeteer-cache'),
  });
  project = await installPacked(work, env);
}, 240_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe(`the installed package on Node ${process.versions.node}`, () => {
  it('runs its commands on this Node', async () => {
    const { stdout } = await run('node', ['--version'], { cwd: project, env });
    expect(stdout.trim()).toBe(process.version);
  });

  it('prints its help', async () => {
    const help = await npx(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: stytch-widget');
    expect(warnings(help.stderr)).toEqual([]);
  });

  it('writes a config with init, validates it, and passes smoke on it in Chromium', async () => {
    const init = await npx([
      'init',
      '--yes',
      '--dir',
      'app',
      '--public-token',
      TOKEN,
      // Passkeys: registering one is where a WebAuthn library probed Web Crypto on Node 24.
      '--products',
      'otp,passkeys',
      '--otp-methods',
      'email',
    ]);
    expect(init.code, init.stderr).toBe(0);
    expect(warnings(init.stderr)).toEqual([]);

    const validate = await npx(['validate', 'app/stytch-widget.config.json']);
    expect(validate.code, validate.stdout + validate.stderr).toBe(0);
    expect(warnings(validate.stderr)).toEqual([]);

    const smoke = await npx(['smoke', '--config', 'app/stytch-widget.config.json'], 100_000);
    expect(smoke.code, smoke.stdout + smoke.stderr).toBe(0);
    expect(smoke.stdout).toMatch(/^2 passed, 0 failed$/m);
    expect(warnings(smoke.stderr)).toEqual([]);
  }, 150_000);

  it('starts the test API, serves it, and stops on Ctrl-C', async () => {
    const bin = join(project, 'node_modules', 'stytch-widget', 'cli', 'bin.mjs');
    const child = spawn(process.execPath, [bin, 'test-api', '--port', '0'], {
      cwd: project,
      env,
      stdio: 'pipe',
    }) as ChildProcessWithoutNullStreams;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      await expect
        .poll(() => /listening on (http:\/\/\S+)/.exec(stdout)?.[1], { timeout: 20_000 })
        .toBeDefined();
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      const outbox = await fetch(`${url}/__emulator/outbox`);
      expect(outbox.status).toBe(200);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited, stderr).toBe(0);
    expect(warnings(stderr)).toEqual([]);
  });
});
