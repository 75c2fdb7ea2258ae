import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initMatrix, MATRIX_TOKEN } from '../support/config-matrix/init-matrix';
import { childEnv, installPacked, run } from '../support/packed-install';

// The customer's path for every config `init` can write: the configs come from init's own flags
// (tests/support/config-matrix), every pair of two flags' values in at least one config; each is
// written by `npx stytch-widget init --yes …` in an empty folder of a project where the packed
// package is installed, then tested there by plain `npx stytch-widget smoke`, no flags.

const matrix = await initMatrix();
/** Two configs at once: each smoke run drives one page at a time in its own Chromium. */
const AT_ONCE = 2;

interface Outcome {
  flags: string[];
  status: 'passed' | 'failed';
  summary: string;
  seconds: number;
}

let work = '';
let project = '';
let env: NodeJS.ProcessEnv = {};
const outcomes = new Map<number, Outcome>();
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** A command's output and exit code, whether it failed or not. */
async function npx(args: string[], cwd: string, timeout: number) {
  try {
    const { stdout, stderr } = await run('npx', ['--no-install', 'stytch-widget', ...args], {
      cwd,
      env,
      timeout,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'stytch-widget-matrix-'));
  env = childEnv({ PUPPETEER_CACHE_DIR: join(work, 'puppeteer-cache') });
  project = await installPacked(work, env);
}, 240_000);

afterAll(async () => {
  const rows = [...outcomes.entries()].sort(([a], [b]) => a - b);
  console.log(
    [
      `config matrix: ${matrix.configs.length} configs from ${matrix.factors.length} factors of init's flags (${matrix.factors.map((f) => f.name).join(', ')})`,
      `pairs the rules rule out: ${matrix.impossible.length}`,
      ...rows.map(
        ([n, o]) =>
          `${String(n + 1).padStart(2)} ${o.status === 'passed' ? '✓' : '✗'} ${o.summary} (${o.seconds} s)  init --yes ${o.flags.join(' ')}`,
      ),
    ].join('\n'),
  );
  if (work) await rm(work, { recursive: true, force: true });
});

describe(`init → smoke for ${matrix.configs.length} configs covering every pair of init's flag values`, () => {
  it('covers every value of every factor at least once', () => {
    for (const factor of matrix.factors) {
      for (const value of factor.values) {
        const seen = matrix.configs.some((flags) => holds(flags, factor.name, value));
        expect(seen, `${factor.name}=${value}`).toBe(true);
      }
    }
  });

  matrix.configs.forEach((flags, n) => {
    it.concurrent(`${n + 1}: init --yes ${flags.join(' ')}`, async () => {
      await slot(async () => {
        const started = Date.now();
        const dir = join(project, 'configs', `config-${n + 1}`);
        mkdirSync(dir, { recursive: true });
        const init = await npx(
          ['init', '--yes', '--public-token', MATRIX_TOKEN, ...flags],
          dir,
          60_000,
        );
        expect(init.code, init.stderr).toBe(0);
        const smoke = await npx(['smoke'], dir, 300_000);
        const summary = smoke.stdout.match(/^\d+ passed, \d+ failed.*$/m)?.[0] ?? 'no summary';
        outcomes.set(n, {
          flags,
          status: smoke.code === 0 ? 'passed' : 'failed',
          summary,
          seconds: Math.round((Date.now() - started) / 1000),
        });
        expect(smoke.stdout.split('\n')[0]).toBe(
          'config: stytch-widget.config.json (found in this folder)',
        );
        expect(smoke.code, `${smoke.stdout}\n${smoke.stderr}`).toBe(0);
        expect(summary).toMatch(/^[1-9]\d* passed, 0 failed/);
      });
    }, 900_000);
  });
});

/** Whether a config's flags hold the factor's value (as init-matrix writes them). */
function holds(flags: readonly string[], factor: string, value: string): boolean {
  const [flag, item] = factor.split(':') as [string, string | undefined];
  const at = flags.indexOf(flag);
  const given = at >= 0 ? flags[at + 1] : undefined;
  if (item !== undefined) {
    const on = given?.split(',').includes(item) ?? false;
    return value === (on ? 'on' : 'off');
  }
  if (value === 'on') return at >= 0;
  if (value === 'off' || value === '(default)') return at < 0;
  return given === value;
}
