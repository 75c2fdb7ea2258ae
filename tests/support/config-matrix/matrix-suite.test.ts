import { describe, expect, it } from 'vitest';

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
