import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTestApi, startTestApi } from '../../harness/test-api';
import { type CliRun, runCli, TOKEN, tempDir } from './run-cli';

// Every mistake a person can make with a command, through the real binary: one to three lines
// on stderr saying what is wrong and the fix, never a stack, and the exit code the README
// gives (1 problems or refused, 2 usage or unreadable input).

const VALID = { publicToken: TOKEN, products: ['otp'], otpOptions: { methods: ['email'] } };

/** What each case needs from the world: files, a busy port, a port nothing listens on, a held database. */
interface World {
  dir: string;
  valid: string;
  malformed: string;
  invalid: string;
  invalidSettings: string;
  missing: string;
  aFile: string;
  /** A folder holding an empty smoke report. */
  reportDir: string;
  busyPort: string;
  deadUrl: string;
  heldDb: string;
}

interface Case {
  name: string;
  args: (w: World) => string[];
  code: 1 | 2;
  /** What is wrong and how to fix it, matched against the whole of stderr. */
  message: (w: World) => RegExp;
  env?: Record<string, string>;
  /** Commands that start servers or a browser are killed after this long. */
  timeoutMs?: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fileLine = (file: string, where: string) =>
  new RegExp(`^${escapeRegExp(file)}:${where}: malformed JSON: `);

// A browser search that finds nothing (STYTCH_WIDGET_BROWSER_LOCATIONS empties the OS list).
const NO_BROWSER = {
  PUPPETEER_EXECUTABLE_PATH: '',
  CHROME_PATH: '',
  PUPPETEER_CACHE_DIR: '/nonexistent-stytch-widget-cache',
  STYTCH_WIDGET_BROWSER_LOCATIONS: '',
};
const SERVER = { timeoutMs: 30_000 };
const IN_USE = /Port \d+ is already in use/;

const cases: Case[] = [
  // validate
  {
    name: 'validate: a missing file',
    args: (w) => ['validate', w.missing],
    code: 2,
    message: () => /no such file; create one with `stytch-widget init`/,
  },
  {
    name: 'validate: malformed JSON',
    args: (w) => ['validate', w.malformed],
    code: 2,
    message: (w) => fileLine(w.malformed, '3:1'),
  },
  {
    name: 'validate: a folder',
    args: (w) => ['validate', w.dir],
    code: 2,
    message: () => /is a folder, not a file/,
  },
  // doctor
  {
    name: 'doctor: malformed JSON',
    args: (w) => ['doctor', w.malformed],
    code: 2,
    message: (w) => fileLine(w.malformed, '3:1'),
  },
  {
    name: 'doctor: --url that is not http(s)',
    args: (w) => ['doctor', w.valid, '--url', 'ftp://example.com'],
    code: 2,
    message: () => /--url must be an http:\/\/ or https:\/\/ address/,
  },
  {
    name: 'doctor: --url that does not parse',
    args: (w) => ['doctor', w.valid, '--url', 'http://[bad'],
    code: 2,
    message: () => /--url must be an http:\/\/ or https:\/\/ address, got "http:\/\/\[bad"/,
  },
  {
    name: 'doctor: --bundle-url that does not parse',
    args: (w) => ['doctor', w.valid, '--bundle-url', 'https://[cdn'],
    code: 2,
    message: () => /--bundle-url is not a valid URL: "https:\/\/\[cdn"/,
  },
  // snippet
  {
    name: 'snippet: malformed config',
    args: (w) => ['snippet', '--config', w.malformed],
    code: 2,
    message: (w) => fileLine(w.malformed, '3:1'),
  },
  {
    name: 'snippet: an unknown format',
    args: (w) => ['snippet', '--config', w.valid, '--format', 'vue'],
    code: 2,
    message: () => /argument 'vue' is invalid[\s\S]*--help/,
  },
  {
    name: 'snippet: --bundle-url that is neither a URL nor a path',
    args: (w) => ['snippet', '--config', w.valid, '--bundle-url', 'cdn widget.js'],
    code: 2,
    message: () => /--bundle-url: expected an http\(s\) URL or a path/,
  },
  {
    name: 'snippet: --after-login-url that is neither a URL nor a path',
    args: (w) => [
      'snippet',
      '--config',
      w.valid,
      '--format',
      'redirect',
      '--after-login-url',
      'x y',
    ],
    code: 2,
    message: () => /--after-login-url: expected an http\(s\) URL or a path/,
  },
  {
    name: 'snippet: a config with problems',
    args: (w) => ['snippet', '--config', w.invalid],
    code: 1,
    message: () => /has problems; fix them first[\s\S]*products/,
  },
  // test-api
  {
    name: 'test-api: a busy --port',
    args: (w) => ['test-api', '--port', w.busyPort, '--db', ':memory:'],
    code: 1,
    message: () => new RegExp(`${IN_USE.source}[\\s\\S]*another --port \\(0 picks a free one\\)`),
    ...SERVER,
  },
  {
    name: 'test-api: a --port out of range',
    args: () => ['test-api', '--port', '70000'],
    code: 2,
    message: () => /expected a port number from 0 to 65535/,
  },
  {
    name: 'test-api: a --host that is not this machine',
    args: () => ['test-api', '--port', '0', '--db', ':memory:', '--host', '192.0.2.1'],
    code: 1,
    message: () => /Cannot listen on 192\.0\.2\.1[\s\S]*Pass --host 127\.0\.0\.1/,
    ...SERVER,
  },
  {
    name: 'test-api: a database another test API holds',
    args: (w) => ['test-api', '--port', '0', '--db', w.heldDb],
    code: 1,
    message: () => /is in use by process \d+\.[\s\S]*pass another --db/,
    ...SERVER,
  },
  {
    name: 'test-api: --db a folder',
    args: (w) => ['test-api', '--port', '0', '--db', w.dir],
    code: 2,
    message: () => /Cannot open the test API database .*it is a folder[\s\S]*Pass --db a file/,
    ...SERVER,
  },
  {
    name: 'test-api: --db under a file',
    args: (w) => ['test-api', '--port', '0', '--db', join(w.aFile, 'x.sqlite')],
    code: 2,
    message: () => /Cannot create the folder .*[\s\S]*Check the path you gave/,
    ...SERVER,
  },
  {
    name: 'test-api: a missing --settings file',
    args: (w) => ['test-api', '--port', '0', '--db', ':memory:', '--settings', w.missing],
    code: 2,
    message: () => /no such file; check the --settings path/,
    ...SERVER,
  },
  {
    name: 'test-api: malformed --settings',
    args: (w) => ['test-api', '--port', '0', '--db', ':memory:', '--settings', w.malformed],
    code: 2,
    message: (w) => fileLine(w.malformed, '3:1'),
    ...SERVER,
  },
  {
    name: 'test-api: a wrong value in --settings',
    args: (w) => ['test-api', '--port', '0', '--db', ':memory:', '--settings', w.invalidSettings],
    code: 2,
    message: () => /setting "passwordPolicy" must be/,
    ...SERVER,
  },
  {
    name: 'test-api: malformed --seed',
    args: (w) => ['test-api', '--port', '0', '--db', ':memory:', '--seed', w.malformed],
    code: 2,
    message: (w) => fileLine(w.malformed, '3:1'),
    ...SERVER,
  },
  {
    name: 'test-api: an --allowed-host with a slash',
    args: () => ['test-api', '--allowed-host', 'app.test/x'],
    code: 2,
    message: () => /--allowed-host takes a host name/,
  },
  {
    name: 'test-api: an --allow-origin with a path',
    args: () => ['test-api', '--allow-origin', 'http://app.test/login'],
    code: 2,
    message: () => /--allow-origin takes an origin such as http:\/\/app\.test:8080 \(no path\)/,
  },
  // dev
  {
    name: 'dev: a busy --port',
    args: (w) => ['dev', '--port', w.busyPort, '--api-port', '0', '--db', ':memory:'],
    code: 1,
    message: () => new RegExp(`${IN_USE.source}[\\s\\S]*another --port `),
    ...SERVER,
  },
  {
    name: 'dev: a busy --api-port',
    args: (w) => ['dev', '--port', '0', '--api-port', w.busyPort, '--db', ':memory:'],
    code: 1,
    message: () => new RegExp(`${IN_USE.source}[\\s\\S]*another --api-port `),
    ...SERVER,
  },
  {
    name: 'dev: a missing --config',
    args: (w) => ['dev', '--port', '0', '--api-port', '0', '--config', w.missing],
    code: 2,
    message: () => /no such file; create one with `stytch-widget init`/,
    ...SERVER,
  },
  {
    name: 'dev: malformed --config',
    args: (w) => ['dev', '--port', '0', '--api-port', '0', '--config', w.malformed],
    code: 2,
    message: (w) => fileLine(w.malformed, '3:1'),
    ...SERVER,
  },
  {
    name: 'dev: a database another test API holds',
    args: (w) => ['dev', '--port', '0', '--api-port', '0', '--db', w.heldDb],
    code: 1,
    message: () => /is in use by process \d+\.[\s\S]*pass another --db/,
    ...SERVER,
  },
  {
    name: 'dev: --url that is not a URL',
    args: () => ['dev', '--url', 'localhost 5173'],
    code: 2,
    message: () => /not a URL: localhost 5173/,
  },
  {
    name: 'dev: --url of a site that does not answer',
    args: (w) => ['dev', '--port', '0', '--api-port', '0', '--db', ':memory:', '--url', w.deadUrl],
    code: 1,
    message: () => /--url .* does not answer \(ECONNREFUSED\)\.[\s\S]*Start your site first/,
    ...SERVER,
  },
  // extension
  {
    name: 'extension: --zip into a missing folder',
    args: (w) => ['extension', '--zip', join(w.dir, 'no-such-folder', 'ext.zip')],
    code: 2,
    message: () => /Cannot open .*ext\.zip: no such file or folder\.[\s\S]*Check the path/,
  },
  // smoke
  {
    name: 'smoke: a missing --config',
    args: (w) => ['smoke', '--config', w.missing, '--list'],
    code: 2,
    message: () => /smoke: .* no such file; create one with `stytch-widget init`/,
  },
  {
    name: 'smoke: malformed --config',
    args: (w) => ['smoke', '--config', w.malformed, '--list'],
    code: 2,
    message: (w) => new RegExp(`^smoke: ${escapeRegExp(w.malformed)}:3:1: malformed JSON: `),
  },
  {
    name: 'smoke: a config with problems',
    args: (w) => ['smoke', '--config', w.invalid, '--list'],
    code: 1,
    message: () => /smoke: .* has problems:/,
  },
  {
    name: 'smoke: an unknown --mount',
    args: () => ['smoke', '--mount', 'nonsense', '--list'],
    code: 2,
    message: () => /unknown mount mode "nonsense"; expected login/,
  },
  {
    name: 'smoke: a --mount the config cannot mount',
    args: (w) => ['smoke', '--config', w.valid, '--mount', 'reset-password', '--list'],
    code: 1,
    message: () => /the config cannot mount reset-password/,
  },
  {
    name: 'smoke: an unknown --reporter',
    args: () => ['smoke', '--reporter', 'tap', '--list'],
    code: 2,
    message: () => /unknown reporter "tap"; expected list, html, junit, json/,
  },
  {
    name: 'smoke: a --shard out of range',
    args: () => ['smoke', '--shard', '4/3', '--list'],
    code: 2,
    message: () => /expected --shard i\/n with 1 ≤ i ≤ n/,
  },
  {
    name: 'smoke: --workers 0',
    args: () => ['smoke', '--workers', '0'],
    code: 2,
    message: () => /expected a worker count \(a whole number ≥ 1\)/,
  },
  {
    name: 'smoke: --retries that is not a number',
    args: () => ['smoke', '--retries', 'many'],
    code: 2,
    message: () => /expected a retry count/,
  },
  {
    name: 'smoke: --timeout below 100 ms',
    args: () => ['smoke', '--timeout', '5'],
    code: 2,
    message: () => /expected a timeout in milliseconds/,
  },
  {
    name: 'smoke: --url that is not a URL',
    args: () => ['smoke', '--url', 'localhost', '--list'],
    code: 2,
    message: () => /--url must be an absolute http:\/\/ or https:\/\/ address/,
  },
  {
    name: 'smoke: a --host that does not resolve',
    args: (w) => [
      'smoke',
      '--host',
      'no-such-host.invalid',
      '--reporter',
      'json',
      '--out',
      join(w.dir, 'o4'),
    ],
    code: 1,
    message: () => /Cannot listen on no-such-host\.invalid[\s\S]*Pass --host 127\.0\.0\.1/,
    env: NO_BROWSER,
    ...SERVER,
  },
  {
    name: 'smoke: --url of a site that does not answer',
    args: (w) => ['smoke', '--url', w.deadUrl, '--reporter', 'json', '--out', join(w.dir, 'o1')],
    code: 1,
    message: () => /smoke: --url .* does not answer \(ECONNREFUSED\)\.[\s\S]*Start the site first/,
    env: NO_BROWSER,
    ...SERVER,
  },
  {
    name: 'smoke: no browser',
    args: (w) => ['smoke', '--reporter', 'json', '--out', join(w.dir, 'o2')],
    code: 2,
    message: () => /No Chrome, Chromium or Edge found[\s\S]*PUPPETEER_EXECUTABLE_PATH/,
    env: NO_BROWSER,
    ...SERVER,
  },
  {
    name: 'smoke: --browser-url where no browser answers',
    args: (w) => [
      'smoke',
      '--browser-url',
      w.deadUrl,
      '--reporter',
      'json',
      '--out',
      join(w.dir, 'o3'),
    ],
    code: 2,
    message: () =>
      /Could not connect to the browser at --browser-url [\s\S]*--remote-debugging-port/,
    ...SERVER,
  },
  // smoke merge-reports
  {
    name: 'smoke merge-reports: a folder without report.json',
    args: (w) => ['smoke', 'merge-reports', w.dir, '--out', join(w.dir, 'merged')],
    code: 2,
    message: () => /report\.json not found[\s\S]*Run each shard with --reporter json/,
  },
  {
    name: 'smoke merge-reports: an unknown --reporter',
    args: (w) => ['smoke', 'merge-reports', w.dir, '--reporter', 'list,tap'],
    code: 2,
    message: () => /unknown reporter "tap"/,
  },
  {
    name: 'smoke merge-reports: --out that is a file',
    args: (w) => ['smoke', 'merge-reports', w.reportDir, '--out', w.aFile],
    code: 2,
    message: () => /Cannot create the folder .*: a part of the path is a file[\s\S]*Check the path/,
  },
];

/** stderr without the line naming the config (`config: …`), which commands print first. */
function errorText(run: CliRun): string {
  return run.stderr.replace(/^config: .*\n/, '');
}

/** The checks every case shares: the lines, no stack, the code. */
function expectUserError(run: CliRun, code: number, message: RegExp): void {
  const lines = errorText(run).trimEnd().split('\n');
  expect(errorText(run), 'what is wrong and the fix').toMatch(message);
  expect(run.stderr, 'no stack').not.toMatch(/^ {4}at /m);
  expect(run.stderr).not.toContain('unexpected error');
  expect(lines.length, run.stderr).toBeGreaterThanOrEqual(1);
  expect(lines.length, run.stderr).toBeLessThanOrEqual(3);
  expect(run.code, run.stderr).toBe(code);
}

let world: World;
let busy: Server;
let held: RunningTestApi;

beforeAll(async () => {
  const dir = await tempDir('stytch-widget-user-errors-');
  const file = (name: string) => join(dir, name);
  await writeFile(file('valid.json'), JSON.stringify(VALID));
  // Malformed on line 3, column 1 (a trailing comma before "}").
  await writeFile(file('malformed.json'), '{\n  "products": ["otp"],\n}\n');
  // Valid JSON with one problem: a config's products, a setting's value.
  await writeFile(file('invalid.json'), JSON.stringify({ ...VALID, products: 42 }));
  await writeFile(file('invalid-settings.json'), JSON.stringify({ passwordPolicy: 'weak' }));
  await writeFile(file('a-file'), 'not a folder');
  await mkdir(file('held'));
  await mkdir(file('report'));
  await writeFile(
    file('report/report.json'),
    JSON.stringify({ results: [], startedAt: new Date(0).toISOString() }),
  );
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  // A port that was free a moment ago: nothing answers there.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const deadPort = (closed.address() as { port: number }).port;
  await new Promise((resolve) => closed.close(resolve));
  const heldDb = file('held/test-api.sqlite');
  held = await startTestApi({ port: 0, db: heldDb });
  world = {
    dir,
    valid: file('valid.json'),
    malformed: file('malformed.json'),
    invalid: file('invalid.json'),
    invalidSettings: file('invalid-settings.json'),
    missing: file('missing.json'),
    aFile: file('a-file'),
    reportDir: file('report'),
    busyPort: String((busy.address() as { port: number }).port),
    deadUrl: `http://127.0.0.1:${deadPort}/`,
    heldDb,
  };
});

afterAll(async () => {
  await new Promise((resolve) => busy?.close(resolve));
  await held?.close();
});

describe('a mistake prints what is wrong and the fix, with the documented exit code', () => {
  it.each(cases)('$name', async ({ args, code, message, env, timeoutMs }) => {
    const run = await runCli(args(world), {
      cwd: world.dir,
      ...(env ? { env } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    expectUserError(run, code, message(world));
  });
});

// A bug (not a person's mistake) is simulated by a preloaded module that makes reading the
// snippet templates throw a TypeError, as a broken install or a bug would.
const PRELOAD = `
import { createRequire, syncBuiltinESMExports } from 'node:module';
const require = createRequire(import.meta.url);
const fs = require('node:fs/promises');
const readFile = fs.readFile;
fs.readFile = async (path, ...rest) => {
  if (/templates[\\/\\w-]*\\.html$/.test(String(path))) throw new TypeError('simulated bug for the test');
  return readFile(path, ...rest);
};
syncBuiltinESMExports();
`;

describe('an unexpected error', () => {
  async function snippetWithBug(extra: { args?: string[]; env?: Record<string, string> } = {}) {
    const preload = join(world.dir, 'simulate-bug.mjs');
    await writeFile(preload, PRELOAD);
    return runCli([...(extra.args ?? []), 'snippet', '--config', world.valid], {
      cwd: world.dir,
      env: { NODE_OPTIONS: `--import=${preload}`, ...extra.env },
    });
  }

  it('prints one line naming it and how to see more, without a stack (exit 1)', async () => {
    const run = await snippetWithBug();
    expect(errorText(run).trimEnd().split('\n')).toEqual([
      'stytch-widget: unexpected error: TypeError: simulated bug for the test',
      'Run it again with --debug (or DEBUG=stytch-widget) to see where, and report it: `npm bugs stytch-widget`.',
    ]);
    expect(run.code).toBe(1);
  });

  it.each([
    ['--debug before the command', { args: ['--debug'] }],
    ['DEBUG=stytch-widget', { env: { DEBUG: 'stytch-widget' } }],
    ['DEBUG=* ', { env: { DEBUG: '*' } }],
    ['DEBUG=a comma list', { env: { DEBUG: 'express:*,stytch-widget' } }],
  ])('with %s: prints its stack', async (_name, extra) => {
    const run = await snippetWithBug(extra);
    expect(run.stderr).toContain('stytch-widget: unexpected error');
    expect(run.stderr).toMatch(/TypeError: simulated bug for the test\n {4}at /);
    expect(run.code).toBe(1);
  });

  it("--debug after the command works too, and shows a user error's cause", async () => {
    const run = await runCli(
      ['test-api', '--port', world.busyPort, '--db', ':memory:', '--debug'],
      { cwd: world.dir, timeoutMs: 30_000 },
    );
    expect(run.stderr).toMatch(IN_USE);
    expect(run.stderr).toMatch(/caused by: Error: listen EADDRINUSE[\s\S]*\n {4}at /);
    expect(run.code).toBe(1);
  });
});
