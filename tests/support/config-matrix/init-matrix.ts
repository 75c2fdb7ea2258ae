import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offeredFlagGroups } from '../../../cli/init/flag-groups';
import { main } from '../../../cli/program';
import { planSmoke } from '../../../harness/smoke';
import { AVAILABLE_PRODUCTS } from '../../../widget/config/available-products';
import { OTP_METHODS } from '../../../widget/config/constants';
import { LOCALES } from '../../../widget/i18n/locales';
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

/** Every order of the items. */
export function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * Configs the matrix holds whole, besides its pairs, from the widget's own lists: every product
 * in each language (smoke then finds every screen of every mount mode by its names in that
 * language), and OTP alone with its methods in each order (Main shows its tabs in that order,
 * so each scenario has to open its own).
 */
export function requiredRows(factors: readonly FlagFactor[]): Row[] {
  const productFactor = (product: string) => {
    const name = `--products:${product}`;
    if (!factors.some((f) => f.name === name)) throw new Error(`no matrix factor ${name}`);
    return name;
  };
  const products = (on: (product: string) => boolean): Row =>
    Object.fromEntries(AVAILABLE_PRODUCTS.map((p) => [productFactor(p), on(p) ? ON : OFF]));
  return [
    ...LOCALES.map((locale) => ({ ...products(() => true), '--locale': locale })),
    ...orders(OTP_METHODS).map((order) => ({
      ...products((p) => p === 'otp'),
      '--otp-methods': order.join(','),
    })),
  ];
}

const silent = { write: () => true };

/** What `init --yes` makes of the flags: refused, or a config and the scenarios smoke runs on it. */
type Verdict = { accepted: false } | { accepted: true; scenarios: number };

/** `init --yes` run in-process into a throwaway folder, then smoke's plan for what it wrote. */
async function judge(flags: readonly string[]): Promise<Verdict> {
  const dir = mkdtempSync(join(tmpdir(), 'stytch-widget-matrix-oracle-'));
  try {
    const argv = ['node', 'stytch-widget', 'init', '--yes', '--public-token', MATRIX_TOKEN];
    // No copy of the bundle (tens of milliseconds a judgement, thousands of judgements): where
    // the snippets load it is no factor of the matrix and changes nothing else init decides.
    const bundle = ['--bundle', 'https://cdn.example.com/stytch-widget.js'];
    const code = await main([...argv, '--dir', dir, ...bundle, ...flags], {
      stdout: silent,
      stderr: silent,
      color: false,
    });
    if (code !== 0) return { accepted: false };
    const { runs } = await planSmoke({ configPath: join(dir, 'stytch-widget.config.json') });
    return { accepted: true, scenarios: runs.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A config's start-up in the matrix (init, then smoke's CLI, test API and browser), in scenarios:
 * a one-scenario config takes about as long as three scenarios of a larger one.
 */
export const START_UP_IN_SCENARIOS = 2;

export interface InitMatrix {
  factors: FlagFactor[];
  /** Each config's `init` flags. */
  configs: string[][];
  /** How many scenarios `smoke` runs on each config. */
  scenarios: number[];
  impossible: string[];
}

/** The matrix; `init` judges each candidate (in-process, each verdict kept). */
export async function initMatrix(seed = 1): Promise<InitMatrix> {
  const factors = matrixFactors();
  const verdicts = new Map<string, Verdict>();
  const verdict = async (row: Row) => {
    const flags = rowFlags(row, factors);
    const key = JSON.stringify(flags);
    let known = verdicts.get(key);
    if (known === undefined) {
      known = await judge(flags);
      verdicts.set(key, known);
    }
    return known;
  };
  const result = await pairwise({
    factors,
    required: requiredRows(factors),
    seed,
    normalize: (row) => applicable(row, factors),
    // Every product chosen and every toggle on: what lets the most flags apply.
    optimistic: Object.fromEntries(
      factors.filter((f) => f.kind !== 'value').map((f) => [f.name, ON]),
    ),
    accepts: async (row) => (await verdict(row)).accepted,
    // The matrix's time is the scenarios it runs: pairs are packed into the rows that run fewest.
    cost: async (row) => {
      const known = await verdict(row);
      return (known.accepted ? known.scenarios : 0) + START_UP_IN_SCENARIOS;
    },
  });
  const scenarios = await Promise.all(
    result.rows.map(async (row) => {
      const known = await verdict(row);
      return known.accepted ? known.scenarios : 0;
    }),
  );
  return {
    factors,
    configs: result.rows.map((row) => rowFlags(row, factors)),
    scenarios,
    impossible: result.impossible,
  };
}
