import { describe, expect, it } from 'vitest';
import { FLAG_VALUES } from './flag-values';
import { initFlags, matrixFactors } from './init-matrix';
import { type Factor, pairwise, type Row } from './pairwise';

const factors: Factor[] = [
  { name: 'a', values: ['1', '2', '3'] },
  { name: 'b', values: ['x', 'y'] },
  { name: 'c', values: ['on', 'off'] },
  { name: 'd', values: ['p', 'q', 'r'] },
];

function pairsHeld(rows: Row[]): Set<string> {
  const held = new Set<string>();
  for (const row of rows) {
    for (const f of factors) {
      for (const g of factors) {
        if (f.name < g.name && row[f.name] && row[g.name]) {
          held.add(`${f.name}=${row[f.name]} & ${g.name}=${row[g.name]}`);
        }
      }
    }
  }
  return held;
}

describe('pairwise', () => {
  it('holds every pair of values in some row, in fewer rows than all combinations', async () => {
    const { rows, impossible } = await pairwise({ factors, accepts: () => true });
    expect(impossible).toEqual([]);
    expect(pairsHeld(rows).size).toBe(3 * 2 + 3 * 2 + 3 * 3 + 2 * 2 + 2 * 3 + 2 * 3);
    expect(rows.length).toBeLessThan(3 * 2 * 2 * 3);
    expect(rows.length).toBeGreaterThanOrEqual(9);
  });

  it('keeps only rows the oracle accepts, and names the pairs no accepted row can hold', async () => {
    // A rule only the oracle knows: a=3 never goes with d=r.
    const accepts = (row: Row) => !(row.a === '3' && row.d === 'r');
    const { rows, impossible } = await pairwise({ factors, accepts });
    expect(rows.every(accepts)).toBe(true);
    expect(impossible).toEqual(['a=3 & d=r']);
    expect(pairsHeld(rows).size).toBe(37 - 1);
  });

  it('with a cost, holds the same pairs in cheaper rows', async () => {
    // Products on or off, each with a price: a row costs what it turns on.
    const priced: Factor[] = [
      { name: 'cheap', values: ['on', 'off'] },
      { name: 'costly', values: ['on', 'off'] },
      { name: 'lang', values: ['en', 'fr', 'de', 'ja'] },
      { name: 'size', values: ['s', 'm', 'l'] },
    ];
    const cost = (row: Row) => 1 + (row.cheap === 'on' ? 1 : 0) + (row.costly === 'on' ? 10 : 0);
    const total = (rows: Row[]) => rows.reduce((sum, row) => sum + cost(row), 0);
    const plain = await pairwise({ factors: priced, accepts: () => true, seed: 5 });
    const cheap = await pairwise({ factors: priced, accepts: () => true, seed: 5, cost });
    const pairs = (rows: Row[]) =>
      new Set(
        rows.flatMap((row) =>
          priced.flatMap((f, i) =>
            priced.slice(i + 1).map((g) => `${f.name}=${row[f.name]} & ${g.name}=${row[g.name]}`),
          ),
        ),
      );
    expect(pairs(cheap.rows)).toEqual(pairs(plain.rows));
    // 'costly=on' must go with each of the four languages and three sizes: four rows at least.
    const costlyRows = (rows: Row[]) => rows.filter((row) => row.costly === 'on').length;
    expect(costlyRows(plain.rows)).toBe(6);
    expect(costlyRows(cheap.rows)).toBe(5);
    expect(total(cheap.rows)).toBeLessThan(total(plain.rows));
  });

  it('holds the required rows whole, costly or not, with every pair still held', async () => {
    const cost = (row: Row) => 1 + (row.c === 'on' ? 10 : 0);
    // 'c=on' with 'a=1' and 'd=p', twice: a cover needs neither, and cheapening would drop them.
    const required: Row[] = [
      { c: 'on', a: '1', d: 'p' },
      { c: 'on', a: '1', d: 'p' },
    ];
    const { rows, impossible } = await pairwise({ factors, accepts: () => true, cost, required });
    expect(impossible).toEqual([]);
    expect(pairsHeld(rows).size).toBe(37);
    const whole = rows.filter((row) => row.c === 'on' && row.a === '1' && row.d === 'p');
    expect(whole.length).toBeGreaterThanOrEqual(2);
  });

  it('completes a required row the oracle accepts, and says when none is', async () => {
    // The oracle refuses b=x with c=on: the required row takes b=y.
    const accepts = (row: Row) => !(row.b === 'x' && row.c === 'on');
    const { rows } = await pairwise({ factors, accepts, required: [{ c: 'on', a: '2' }] });
    expect(rows[0]).toMatchObject({ c: 'on', a: '2', b: 'y' });
    await expect(pairwise({ factors, accepts, required: [{ c: 'on', b: 'x' }] })).rejects.toThrow(
      'no accepted row holds {"c":"on","b":"x"}',
    );
  });

  it('gives the same rows for the same seed', async () => {
    const once = await pairwise({ factors, accepts: () => true, seed: 7 });
    const again = await pairwise({ factors, accepts: () => true, seed: 7 });
    expect(again.rows).toEqual(once.rows);
  });
});

describe("the matrix's flags", () => {
  it('every flag init offers says how the matrix varies it (a new flag fails here)', () => {
    const unlisted = initFlags()
      .map(({ flag }) => flag)
      .filter((flag) => !(flag in FLAG_VALUES));
    expect(unlisted).toEqual([]);
  });

  it('lists no flag init does not have', () => {
    const offered = new Set(initFlags().map(({ flag }) => flag));
    expect(Object.keys(FLAG_VALUES).filter((flag) => !offered.has(flag))).toEqual([]);
  });

  it('varies every product, OTP method and language the product defines', () => {
    const names = matrixFactors().map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['--products:otp', '--products:crypto']));
    const locale = matrixFactors().find((f) => f.name === '--locale');
    expect(locale?.values).toContain('ar');
  });
});
