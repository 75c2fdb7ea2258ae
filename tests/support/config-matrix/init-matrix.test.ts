import { describe, expect, it } from 'vitest';
import { initMatrix } from './init-matrix';

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

describe("the init → smoke matrix's configs", () => {
  it('cover every value of every factor at least once', async () => {
    const matrix = await initMatrix();
    for (const factor of matrix.factors) {
      for (const value of factor.values) {
        const seen = matrix.configs.some((flags) => holds(flags, factor.name, value));
        expect(seen, `${factor.name}=${value}`).toBe(true);
      }
    }
    // init judges a few thousand candidates in-process: seconds alone, more beside browser suites.
  }, 120_000);

  it('hold every pair of two factors’ values that init can write together', async () => {
    const matrix = await initMatrix();
    const impossible = new Set(matrix.impossible);
    const missing: string[] = [];
    matrix.factors.forEach((a, i) => {
      for (const b of matrix.factors.slice(i + 1)) {
        for (const va of a.values) {
          for (const vb of b.values) {
            const pair = `${a.name}=${va} & ${b.name}=${vb}`;
            if (impossible.has(pair)) continue;
            const held = matrix.configs.some(
              (flags) => holds(flags, a.name, va) && holds(flags, b.name, vb),
            );
            if (!held) missing.push(pair);
          }
        }
      }
    });
    expect(missing).toEqual([]);
    expect(matrix.scenarios).toHaveLength(matrix.configs.length);
    expect(matrix.scenarios.every((n) => n > 0)).toBe(true);
  }, 120_000);
});

describe('the parts of the matrix', () => {
  it('each get every config once, their scenarios balanced', async () => {
    const { dealConfigs } = await import('./matrix-suite');
    const scenarios = [16, 1, 9, 14, 2, 7, 7, 3, 12, 5];
    const shardOf = dealConfigs(scenarios, 4);
    expect(shardOf).toHaveLength(scenarios.length);
    const loads = [0, 1, 2, 3].map((shard) =>
      scenarios.reduce((sum, n, i) => sum + (shardOf[i] === shard ? n + 2 : 0), 0),
    );
    // 96 in all, 24 a file at best; round-robin would give 36, 19, 20 and 21.
    expect(Math.max(...loads)).toBeLessThanOrEqual(26);
    expect(Math.min(...loads)).toBeGreaterThanOrEqual(22);
    expect(loads.reduce((a, b) => a + b)).toBe(76 + 2 * scenarios.length);
  });

  it('each have their test file, so every config runs', async () => {
    const { readdirSync } = await import('node:fs');
    const { fromPackageRoot } = await import('../../../harness/shared/package-root');
    const { MATRIX_SHARDS } = await import('./matrix-suite');
    const files = readdirSync(fromPackageRoot('tests', 'install'))
      .filter((name) => name.startsWith('config-matrix-'))
      .sort();
    const expected = Array.from(
      { length: MATRIX_SHARDS },
      (_, i) => `config-matrix-${i + 1}.test.ts`,
    ).sort();
    expect(files).toEqual(expected);
  });
});
