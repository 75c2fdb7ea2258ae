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
    // init judges a few hundred candidates in-process: seconds alone, more beside browser suites.
  }, 120_000);
});

describe('the parts of the matrix', () => {
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
