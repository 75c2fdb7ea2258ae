import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offeredFlagGroups } from '../../../cli/init/flag-groups';
import { main } from '../../../cli/program';
import { FLAG_VALUES } from './flag-values';
import { type Factor, pairwise, type Row } from './pairwise';

// The configs `init` can write, as `init --yes` flag lists: every pair of values of any two of
// its flags (as FLAG_VALUES varies them) in at least one list that `init` accepts.

export const MATRIX_TOKEN = 'public-token-test-00000000-0a7c-4000-8000-00000000ma7x';
const DEFAULT = '(default)';
const ON = 'on';
const OFF = 'off';

interface FlagFactor extends Factor {
  flag: string;
  kind: 'value' | 'toggle' | 'item';
  /** The products the flag configures: it applies only when one of them is chosen. */
  products?: readonly string[];
  /** A toggle that must be on for the flag to apply. */
  requires?: string;
}

/** `--otp-methods <list>` → `--otp-methods`. */
export function flagName(flags: string): string {
  return flags.split(/[ ,]+/).find((part) => part.startsWith('--')) ?? flags;
}

/** The flags `init` offers, each with how the matrix varies it (undefined: not listed). */
export function initFlags(): { flag: string; products?: readonly string[] }[] {
  return offeredFlagGroups().flatMap((group) =>
    group.flags.map((spec) => ({
      flag: flagName(spec.flags),
      ...(group.products ? { products: group.products } : {}),
    })),
  );
}

export function matrixFactors(): FlagFactor[] {
  return initFlags().flatMap(({ flag, products }): FlagFactor[] => {
    const how = FLAG_VALUES[flag];
    if (!how) throw new Error(`${flag} is not in FLAG_VALUES: say how the matrix varies it`);
    const scope = products ? { products } : {};
    if ('leftOut' in how) return [];
    if ('toggle' in how) return [{ name: flag, flag, kind: 'toggle', values: [OFF, ON], ...scope }];
    if ('subsetOf' in how) {
      return how.subsetOf.map((item) => ({
        name: `${flag}:${item}`,
        flag,
        kind: 'item',
        values: [OFF, ON],
        ...scope,
      }));
    }
    return [
      {
        name: flag,
        flag,
        kind: 'value',
        values: how.values.map((value) => value ?? DEFAULT),
        ...scope,
        ...(how.requires ? { requires: how.requires } : {}),
      },
    ];
  });
}

function chosenProducts(row: Row, factors: readonly FlagFactor[]): string[] {
  return factors
    .filter((f) => f.kind === 'item' && row[f.name] === ON)
    .map((f) => f.name.slice(f.flag.length + 1));
}

/** Factors that cannot apply to the row (their products not chosen, their toggle off) unset. */
function applicable(row: Row, factors: readonly FlagFactor[]): Row {
  const products = chosenProducts(row, factors);
  const out: Row = { ...row };
  for (const factor of factors) {
    const scoped = factor.products && !factor.products.some((p) => products.includes(p));
    if (scoped) out[factor.name] = undefined;
  }
  for (const factor of factors) {
    if (factor.requires && out[factor.requires] !== ON) out[factor.name] = undefined;
  }
  return out;
}

/** The row as `init` flags (after --yes and the token). */
export function rowFlags(row: Row, factors: readonly FlagFactor[]): string[] {
  const args: string[] = [];
  const products = chosenProducts(row, factors);
  if (products.length) args.push('--products', products.join(','));
  for (const factor of factors) {
    const value = row[factor.name];
    if (value === undefined || factor.kind === 'item') continue;
    if (factor.kind === 'toggle') {
      if (value === ON) args.push(factor.flag);
    } else if (value !== DEFAULT) {
      args.push(factor.flag, value);
    }
  }
  return args;
}

const silent = { write: () => true };

/** Whether `init --yes` accepts the flags (run in-process, into a throwaway folder). */
async function initAccepts(flags: readonly string[]): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'stytch-widget-matrix-oracle-'));
  try {
    const argv = ['node', 'stytch-widget', 'init', '--yes', '--public-token', MATRIX_TOKEN];
    const code = await main([...argv, '--dir', dir, ...flags], {
      stdout: silent,
      stderr: silent,
      color: false,
    });
    return code === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface InitMatrix {
  factors: FlagFactor[];
  /** Each config's `init` flags. */
  configs: string[][];
  impossible: string[];
}

/** The matrix; `init` judges each candidate (in-process, each verdict kept). */
export async function initMatrix(seed = 1): Promise<InitMatrix> {
  const factors = matrixFactors();
  const verdicts = new Map<string, boolean>();
  const result = await pairwise({
    factors,
    seed,
    normalize: (row) => applicable(row, factors),
    // Every product chosen and every toggle on: what lets the most flags apply.
    optimistic: Object.fromEntries(
      factors.filter((f) => f.kind !== 'value').map((f) => [f.name, ON]),
    ),
    accepts: async (row) => {
      const flags = rowFlags(row, factors);
      const key = JSON.stringify(flags);
      let verdict = verdicts.get(key);
      if (verdict === undefined) {
        verdict = await initAccepts(flags);
        verdicts.set(key, verdict);
      }
      return verdict;
    },
  });
  return {
    factors,
    configs: result.rows.map((row) => rowFlags(row, factors)),
    impossible: result.impossible,
  };
}
