import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installEnv, projectBin } from '../packed-install';
import { preparedInstall } from '../prepared-install';
import { MATRIX_TOKEN, START_UP_IN_SCENARIOS } from './init-matrix';

// The customer's path for every config `init` can write: the configs come from init's own flags
// (init-matrix), every pair of two flags' values in at least one config; each is written by
// `stytch-widget init --yes …` in an empty folder of a project where the packed package is
// installed, then tested there by plain `stytch-widget smoke`, no flags (the bin npx runs, run
// directly: npx itself is the quick start's).
//
// The configs are dealt to a few test files (tests/install/config-matrix-*), so the browser
// workers share them with the other browser files instead of one file holding a worker for a
// quarter of the run; each file runs its configs one at a time. The deal balances the scenarios
// smoke runs (a config runs 1 to 16), the costliest config first to the lightest file.

export const MATRIX_SHARDS = 4;

/** Each config's file (0-based), for configs that run these numbers of scenarios. */
export function dealConfigs(scenarios: readonly number[], shards = MATRIX_SHARDS): number[] {
  const load = Array.from({ length: shards }, () => 0);
  const shardOf: number[] = [];
  const order = scenarios
    .map((_, n) => n)
    .sort((a, b) => (scenarios[b] ?? 0) - (scenarios[a] ?? 0));
  for (const n of order) {
    const lightest = load.indexOf(Math.min(...load));
    shardOf[n] = lightest;
    load[lightest] = (load[lightest] ?? 0) + (scenarios[n] ?? 0) + START_UP_IN_SCENARIOS;
  }
  return shardOf;
}

interface Outcome {
  flags: string[];
  status: 'passed' | 'failed';
  summary: string;
  seconds: number;
}

/** Declares the matrix's configs that file `shard` (1-based) of `MATRIX_SHARDS` runs. */
export async function describeMatrixShard(shard: number): Promise<void> {
  // Installed and worked out once for the run (tests/support/packed-install.setup.ts).
  const { install, matrix } = await preparedInstall();
  const shardOf = dealConfigs(matrix.scenarios);
  const mine = matrix.configs
    .map((flags, n) => ({ flags, n }))
    .filter(({ n }) => shardOf[n] === shard - 1);
  const env = installEnv(install);
  const outcomes = new Map<number, Outcome>();

  const bin = (args: string[], cwd: string, timeout: number) =>
    projectBin(install.project, args, { cwd, env, timeout });

  afterAll(() => {
    const rows = [...outcomes.entries()].sort(([a], [b]) => a - b);
    console.log(
      [
        `config matrix, part ${shard} of ${MATRIX_SHARDS}: ${mine.length} of ${matrix.configs.length} configs (${mine.reduce((sum, { n }) => sum + (matrix.scenarios[n] ?? 0), 0)} of ${matrix.scenarios.reduce((a, b) => a + b, 0)} scenarios) from ${matrix.factors.length} factors of init's flags`,
        ...rows.map(
          ([n, o]) =>
            `${String(n + 1).padStart(2)} ${o.status === 'passed' ? '✓' : '✗'} ${o.summary} (${o.seconds} s)  init --yes ${o.flags.join(' ')}`,
        ),
      ].join('\n'),
    );
  });

  describe(`init → smoke, part ${shard} of ${MATRIX_SHARDS} of ${matrix.configs.length} configs covering every pair of init's flag values`, () => {
    for (const { flags, n } of mine) {
      it(`${n + 1}: init --yes ${flags.join(' ')}`, async () => {
        const started = Date.now();
        const dir = join(install.project, 'configs', `config-${n + 1}`);
        mkdirSync(dir, { recursive: true });
        const init = await bin(
          ['init', '--yes', '--public-token', MATRIX_TOKEN, ...flags],
          dir,
          60_000,
        );
        expect(init.code, init.stderr).toBe(0);
        const smoke = await bin(['smoke'], dir, 300_000);
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
        // Every scenario smoke plans for the config ran, and passed.
        expect(summary).toMatch(new RegExp(`^${matrix.scenarios[n]} passed, 0 failed`));
      }, 400_000);
    }
  });
}
