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
  const missing = new Set<string>();
  const wanted: [Factor, string, Factor, string][] = [];
  factors.forEach((a, i) => {
    for (const b of factors.slice(i + 1)) {
      for (const va of a.values) {
        for (const vb of b.values) {
          missing.add(pairKey(a.name, va, b.name, vb));
          wanted.push([a, va, b, vb]);
        }
      }
    }
  });
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  // The same pairs by number for `gain`, which runs for every value of every factor of every
  // candidate row: building and looking up the pairs' strings there was a third of the CPU of
  // working out the matrix, at the start of every run.
  const valueIndex = factors.map((f) => new Map(f.values.map((v, k) => [v, k])));
  const offset: number[][] = factors.map(() => []);
  let pairCount = 0;
  for (let i = 0; i < factors.length; i++) {
    for (let j = i + 1; j < factors.length; j++) {
      (offset[i] as number[])[j] = pairCount;
      pairCount += (factors[i] as Factor).values.length * (factors[j] as Factor).values.length;
    }
  }
  const pairId = (i: number, vi: number, j: number, vj: number) =>
    ((offset[i] as number[])[j] as number) + vi * (factors[j] as Factor).values.length + vj;
  /** 1 for a pair still missing, by pairId. */
  const missingById = new Uint8Array(pairCount).fill(1);
  const noLongerMissing = (a: Factor, va: string, b: Factor, vb: string) => {
    missing.delete(pairKey(a.name, va, b.name, vb));
    const i = factors.indexOf(a);
    const j = factors.indexOf(b);
    const vi = valueIndex[i]?.get(va);
    const vj = valueIndex[j]?.get(vb);
    if (vi !== undefined && vj !== undefined) missingById[pairId(i, vi, j, vj)] = 0;
  };
  /** Takes the row's pairs off the missing ones. */
  const cover = (row: Row) => {
    for (let i = 0; i < factors.length; i++) {
      const va = row[(factors[i] as Factor).name];
      if (va === undefined) continue;
      for (let j = i + 1; j < factors.length; j++) {
        const vb = row[(factors[j] as Factor).name];
        if (vb !== undefined) noLongerMissing(factors[i] as Factor, va, factors[j] as Factor, vb);
      }
    }
  };
  /** The missing pairs `row` holds; with `only`, counting only the factors it names. */
  const gain = (row: Row, only?: Row) => {
    const at = factors.map((f, i) => {
      const value = only && !(f.name in only) ? undefined : row[f.name];
      return value === undefined ? undefined : valueIndex[i]?.get(value);
    });
    let n = 0;
    for (let i = 0; i < at.length; i++) {
      const vi = at[i];
      if (vi === undefined) continue;
      for (let j = i + 1; j < at.length; j++) {
        const vj = at[j];
        if (vj !== undefined) n += missingById[pairId(i, vi, j, vj)] as number;
      }
    }
    return n;
  };
  /** The missing pairs a partial row holds, as it would apply with the optimistic rest. */
  const partialGain = (row: Row) => {
    return gain(normalize({ ...options.optimistic, ...row }), row);
  };

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
  const factorPair = (key: string) => key.replace(/=[^&]*( & |$)/g, '$1');
  while (missing.size) {
    // Seed the next row with a missing pair of the two factors that miss the most pairs: their
    // values' product bounds the matrix, so they are packed first.
    const perFactorPair = new Map<string, number>();
    for (const key of missing) {
      const fp = factorPair(key);
      perFactorPair.set(fp, (perFactorPair.get(fp) ?? 0) + 1);
    }
    const most = Math.max(...perFactorPair.values());
    const [a, va, b, vb] = wanted.find(
      ([fa, a1, fb, b1]) =>
        missing.has(pairKey(fa.name, a1, fb.name, b1)) &&
        perFactorPair.get(`${fa.name} & ${fb.name}`) === most,
    ) as [Factor, string, Factor, string];
    const key = pairKey(a.name, va, b.name, vb);
    const fixed: Row = { [a.name]: va, [b.name]: vb };
    const row = await rowHolding(fixed, (r) => pairsOf(r, factors).includes(key));
    if (!row) {
      noLongerMissing(a, va, b, vb);
      impossible.push(key);
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
