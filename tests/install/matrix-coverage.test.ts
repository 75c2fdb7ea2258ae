import { describe, expect, inject, it } from 'vitest';

// What the init → smoke matrix covers, checked on the matrix tests/install/config-matrix-* run
// (worked out in tests/support/packed-install.setup.ts): every value, every pair.

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
  // The matrix the install files run, worked out once for the run by the project's setup.
  const matrix = inject('initMatrix');

  it('cover every value of every factor at least once', () => {
    for (const factor of matrix.factors) {
      for (const value of factor.values) {
        const seen = matrix.configs.some((flags) => holds(flags, factor.name, value));
        expect(seen, `${factor.name}=${value}`).toBe(true);
      }
    }
  });

  it('hold every pair of two factors’ values that init can write together', () => {
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
  });
});
