// A pairwise covering array under rules only a black box knows: every pair of values of two
// factors appears in at least one row that the oracle accepts. Pairwise libraries (covertable,
// PICT) take their constraints as filters over partial rows; here the rule is `init` itself
// (does it accept these flags?), which can only judge a whole row, so rows are built whole,
// greedily (AETG: each row is the best of several candidates for the pairs still missing).

export interface Factor {
  name: string;
  values: readonly string[];
}

/** A row: a value for each factor, or undefined where the factor does not apply. */
export type Row = Record<string, string | undefined>;

export interface PairwiseOptions {
  factors: readonly Factor[];
  /** The row as it is really used (factors that cannot apply set to undefined). */
  normalize?: (row: Row) => Row;
  /**
   * Values assumed for the factors a partial row has not chosen yet, when judging it: the ones
   * that let the most other factors apply, so choosing a value that needs them is not scored
   * as lost before they are chosen.
   */
  optimistic?: Row;
  /** Whether a (normalised) row is allowed. */
  accepts: (row: Row) => boolean | Promise<boolean>;
  /**
   * What running an accepted row costs (for the config matrix: the scenarios smoke runs for it,
   * plus its start-up). Each row is the candidate with the most missing pairs per unit of cost;
   * without it, every row costs the same.
   */
  cost?: (row: Row) => number | Promise<number>;
  /**
   * Partial rows the result must hold, each completed like any row (the best accepted of the
   * candidates) and kept whatever the pairs: combinations a pairwise cover would not single out
   * but that are tested as a whole (every product in each language). What they fix is never
   * changed, and they are never dropped.
   */
  required?: readonly Row[];
  seed?: number;
  /** Candidate rows tried for each row kept. */
  candidates?: number;
  /** Random completions tried before a pair is declared impossible. */
  attempts?: number;
}

export interface PairwiseResult {
  rows: Row[];
  /** Pairs no accepted row can hold, as "factor=value & factor=value". */
  impossible: string[];
}

/** mulberry32: a small seeded generator, so the same factors give the same matrix. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pairKey = (a: string, va: string, b: string, vb: string) => `${a}=${va} & ${b}=${vb}`;

function pairsOf(row: Row, factors: readonly Factor[]): string[] {
  const keys: string[] = [];
  for (let i = 0; i < factors.length; i++) {
    const a = factors[i] as Factor;
    const va = row[a.name];
    if (va === undefined) continue;
    for (let j = i + 1; j < factors.length; j++) {
      const b = factors[j] as Factor;
      const vb = row[b.name];
      if (vb !== undefined) keys.push(pairKey(a.name, va, b.name, vb));
    }
  }
  return keys;
}

export async function pairwise(options: PairwiseOptions): Promise<PairwiseResult> {
  const { factors, accepts } = options;
  const normalize = options.normalize ?? ((row: Row) => row);
  const next = random(options.seed ?? 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  // Every pair of two factors' values, numbered in the order the factors and values come: the
  // bookkeeping is by number because `gain` runs for every value of every factor of every
  // candidate row, and building and looking up the pairs' strings there was a third of the CPU
  // of working out the matrix.
  const valueIndex = factors.map((f) => new Map(f.values.map((v, k) => [v, k])));
  const offset: number[][] = factors.map(() => []);
  /** Each pair by number: the two factors' and values' indices. */
  const pairs: { a: number; va: number; b: number; vb: number }[] = [];
  for (let a = 0; a < factors.length; a++) {
    for (let b = a + 1; b < factors.length; b++) {
      (offset[a] as number[])[b] = pairs.length;
      for (let va = 0; va < (factors[a] as Factor).values.length; va++) {
        for (let vb = 0; vb < (factors[b] as Factor).values.length; vb++) {
          pairs.push({ a, va, b, vb });
        }
      }
    }
  }
  const pairId = (a: number, va: number, b: number, vb: number) =>
    ((offset[a] as number[])[b] as number) + va * (factors[b] as Factor).values.length + vb;
  /** 1 for a pair no row holds yet, by number; how many there are; and per pair of factors. */
  const missing = new Uint8Array(pairs.length).fill(1);
  let missingLeft = pairs.length;
  const missingOf = factors.map((fa) => factors.map((fb) => fa.values.length * fb.values.length));
  const noLongerMissing = (id: number) => {
    if (!missing[id]) return;
    missing[id] = 0;
    missingLeft -= 1;
    const pair = pairs[id] as (typeof pairs)[number];
    const counts = missingOf[pair.a] as number[];
    counts[pair.b] = (counts[pair.b] ?? 0) - 1;
  };
  /** The value index of each factor in `row` (undefined where unset); `only`: its factors alone. */
  const indicesOf = (row: Row, only?: Row) =>
    factors.map((f, i) => {
      const value = only && !(f.name in only) ? undefined : row[f.name];
      return value === undefined ? undefined : valueIndex[i]?.get(value);
    });
  /** Calls `each` with the number of every pair `row` holds. */
  const eachPair = (row: Row, each: (id: number) => void, only?: Row) => {
    const at = indicesOf(row, only);
    for (let a = 0; a < at.length; a++) {
      const va = at[a];
      if (va === undefined) continue;
      for (let b = a + 1; b < at.length; b++) {
        const vb = at[b];
        if (vb !== undefined) each(pairId(a, va, b, vb));
      }
    }
  };
  /** Takes the row's pairs off the missing ones. */
  const cover = (row: Row) => eachPair(row, noLongerMissing);
  /** The missing pairs `row` holds; with `only`, counting only the factors it names. */
  const gain = (row: Row, only?: Row) => {
    let n = 0;
    eachPair(
      row,
      (id) => {
        n += missing[id] as number;
      },
      only,
    );
    return n;
  };
  /** The missing pairs a partial row holds, as it would apply with the optimistic rest. */
  const partialGain = (row: Row) => gain(normalize({ ...options.optimistic, ...row }), row);

  /**
   * `fixed`, the other factors chosen one by one for the most missing pairs, or at random with
   * the chance `noise` each (1: all at random).
   */
  function complete(fixed: Row, noise = 0): Row {
    const row: Row = { ...fixed };
    const rest = shuffle(factors.filter((f) => !(f.name in fixed)));
    for (const factor of rest) {
      if (noise > 0 && next() < noise) {
        row[factor.name] = pick(factor.values);
        continue;
      }
      let best: string[] = [];
      let bestGain = -1;
      for (const value of factor.values) {
        const g = partialGain({ ...row, [factor.name]: value });
        if (g > bestGain) [best, bestGain] = [[value], g];
        else if (g === bestGain) best.push(value);
      }
      row[factor.name] = pick(best);
    }
    return normalize(row);
  }

  /** Of the rows, the accepted one with the most missing pairs (per unit of cost, with a cost). */
  async function bestOf(tries: Row[], holds: (row: Row) => boolean): Promise<Row | undefined> {
    let row: Row | undefined;
    let bestScore = -1;
    for (const r of tries.sort((x, y) => gain(y) - gain(x))) {
      if (!holds(r) || !(await accepts(r))) continue;
      if (!options.cost) return r;
      const score = gain(r) / (await options.cost(r));
      if (score > bestScore) [row, bestScore] = [r, score];
    }
    return row;
  }

  /**
   * An accepted row holding `fixed` (and `holds`): the best of the candidates completed with
   * the noise `noiseOf(n)`, else the first accepted of rows chosen at random.
   */
  async function rowHolding(
    fixed: Row,
    holds: (row: Row) => boolean,
    noiseOf: (n: number) => number = () => 0,
  ): Promise<Row | undefined> {
    const tries = Array.from({ length: options.candidates ?? 40 }, (_, n) =>
      complete(fixed, noiseOf(n)),
    );
    const best = await bestOf(tries, holds);
    if (best) return best;
    for (let n = 0; n < (options.attempts ?? 200); n++) {
      const r = complete(fixed, 1);
      if (holds(r) && (await accepts(r))) return r;
    }
    return undefined;
  }

  const rows: Row[] = [];
  /** What each row must keep (a required row's fixed factors), by index. */
  const fixedOf: (Row | undefined)[] = [];
  for (const fixed of options.required ?? []) {
    const holdsFixed = (r: Row) => {
      const applied = normalize({ ...r, ...fixed });
      return Object.keys(fixed).every((name) => r[name] === applied[name]);
    };
    // The oracle may refuse what the greedy choice prefers (it knows rules the pairs do not):
    // some candidates take a few factors at random.
    const row = await rowHolding(fixed, holdsFixed, (n) => (n % 2 === 0 ? 0 : 0.2));
    if (!row) throw new Error(`pairwise: no accepted row holds ${JSON.stringify(fixed)}`);
    cover(row);
    rows.push(row);
    fixedOf.push(fixed);
  }
  const impossible: string[] = [];
  while (missingLeft > 0) {
    // Seed the next row with a missing pair of the two factors that miss the most pairs: their
    // values' product bounds the matrix, so they are packed first.
    const most = Math.max(...missingOf.flatMap((row, a) => row.filter((_, b) => b > a)));
    const id = pairs.findIndex(
      (pair, n) => missing[n] === 1 && missingOf[pair.a]?.[pair.b] === most,
    );
    const pair = pairs[id] as (typeof pairs)[number];
    const a = factors[pair.a] as Factor;
    const b = factors[pair.b] as Factor;
    const va = a.values[pair.va] as string;
    const vb = b.values[pair.vb] as string;
    const fixed: Row = { [a.name]: va, [b.name]: vb };
    const row = await rowHolding(fixed, (r) => r[a.name] === va && r[b.name] === vb);
    if (!row) {
      noLongerMissing(id);
      impossible.push(pairKey(a.name, va, b.name, vb));
      continue;
    }
    cover(row);
    rows.push(row);
    fixedOf.push(undefined);
  }
  if (options.cost) await cheapen(rows, fixedOf, factors, normalize, accepts, options.cost);
  return { rows, impossible };
}

/**
 * Makes the rows cheaper without losing a pair: rows are built greedily for pairs, so many hold
 * a costly value (a product with many scenarios) only for pairs that other rows hold too. Each
 * row, costliest first, takes the cheaper accepted variant of one factor whose pairs all stay
 * held elsewhere, or goes altogether when every one of its pairs does; until nothing changes.
 */
async function cheapen(
  rows: Row[],
  fixedOf: (Row | undefined)[],
  factors: readonly Factor[],
  normalize: (row: Row) => Row,
  accepts: (row: Row) => boolean | Promise<boolean>,
  cost: (row: Row) => number | Promise<number>,
): Promise<void> {
  const held = new Map<string, number>();
  const count = (row: Row, by: number) => {
    for (const key of pairsOf(row, factors)) held.set(key, (held.get(key) ?? 0) + by);
  };
  for (const row of rows) count(row, 1);
  /** Whether the row's pairs that `next` lacks are all held by another row too. */
  const spare = (row: Row, next: Row | undefined) => {
    const kept = new Set(next ? pairsOf(next, factors) : []);
    return pairsOf(row, factors).every((key) => kept.has(key) || (held.get(key) ?? 0) > 1);
  };
  for (let changed = true; changed; ) {
    changed = false;
    const costs = await Promise.all(rows.map((row) => cost(row)));
    const order = rows.map((_, i) => i).sort((a, b) => (costs[b] ?? 0) - (costs[a] ?? 0));
    const dropped = new Set<number>();
    for (const i of order) {
      const row = rows[i] as Row;
      const fixed = fixedOf[i];
      if (!fixed && spare(row, undefined)) {
        count(row, -1);
        dropped.add(i);
        changed = true;
        continue;
      }
      let best: Row | undefined;
      let bestCost = costs[i] ?? 0;
      for (const factor of factors) {
        if (fixed && factor.name in fixed) continue;
        for (const value of factor.values) {
          if (row[factor.name] === undefined || row[factor.name] === value) continue;
          const next = normalize({ ...row, [factor.name]: value });
          // A required row keeps what it fixes (a change could unset a factor it sets).
          if (fixed && Object.keys(fixed).some((name) => next[name] !== row[name])) continue;
          if (!spare(row, next) || !(await accepts(next))) continue;
          const c = await cost(next);
          if (c < bestCost) [best, bestCost] = [next, c];
        }
      }
      if (best) {
        count(row, -1);
        count(best, 1);
        rows[i] = best;
        changed = true;
      }
    }
    for (const i of [...dropped].sort((a, b) => b - a)) {
      rows.splice(i, 1);
      fixedOf.splice(i, 1);
    }
  }
}
