import type { ConfigFile } from '../../../widget/config/schema';
import { mountModeInfos } from '../../../widget/modes/infos';
import { UserError } from '../../shared/user-error';
import { selectScenarios } from '../scenarios/select';
import type { PageKind, Scenario } from '../scenarios/types';

/** A `--mount` or `--shard` value that names nothing: a usage error, not a config problem. */
export class PlanUsageError extends UserError {
  constructor(message: string) {
    super(message, { kind: 'input' });
    this.name = 'PlanUsageError';
  }
}

/** One scenario to run, on the page of its mount mode. */
export interface PlannedRun {
  scenario: Scenario;
  mountMode: string;
}

/** `--mount` values: each mode's id in kebab case (passkeyRegistration → passkey-registration). */
export function mountFlagName(modeId: string): string {
  return modeId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export const MOUNT_FLAG_NAMES: readonly string[] = mountModeInfos.map((m) => mountFlagName(m.id));

/**
 * The mount modes a run covers: those asked for (`all` or none: every mode whose own config
 * rules the config meets, e.g. the reset mount only with passwords). Asking for a mode the
 * config cannot mount is an error naming why.
 */
export function resolveMountModes(config: ConfigFile, requested: readonly string[] = []): string[] {
  const wanted = requested.length === 0 || requested.includes('all') ? undefined : requested;
  const modes: string[] = [];
  for (const name of wanted ?? []) {
    if (!MOUNT_FLAG_NAMES.includes(name)) {
      throw new PlanUsageError(
        `unknown mount mode "${name}"; expected ${[...MOUNT_FLAG_NAMES, 'all'].join(', ')}`,
      );
    }
  }
  for (const mode of mountModeInfos) {
    const problems = mode.rules(config);
    if (wanted && !wanted.includes(mountFlagName(mode.id))) continue;
    if (problems.length) {
      if (wanted) {
        const why = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
        throw new UserError(`the config cannot mount ${mountFlagName(mode.id)}: ${why}`, {
          kind: 'refused',
        });
      }
      continue;
    }
    modes.push(mode.id);
  }
  return modes;
}

/**
 * Every scenario of the modes that the config's products make meaningful on this kind of page
 * (default the harness's), mode by mode.
 */
export function planRuns(
  all: readonly Scenario[],
  modes: readonly string[],
  config: ConfigFile,
  pageKind: PageKind = 'harness',
): PlannedRun[] {
  return modes.flatMap((mountMode) =>
    selectScenarios(all, mountMode, config, pageKind).map((scenario) => ({ scenario, mountMode })),
  );
}

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

export function parseShard(value: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new PlanUsageError(`expected --shard i/n with 1 ≤ i ≤ n (e.g. 1/3), got "${value}"`);
  }
  return { index, count };
}

/**
 * The runs of one shard: sorted by scenario name, every n-th from the i-th. The slice depends
 * only on the names, so every machine of a CI matrix cuts the same plan the same way and the
 * shards together hold each run exactly once, with sizes at most one apart.
 */
export function shardRuns(runs: readonly PlannedRun[], shard: Shard | undefined): PlannedRun[] {
  if (!shard) return [...runs];
  const sorted = [...runs].sort((a, b) =>
    a.scenario.name < b.scenario.name ? -1 : a.scenario.name > b.scenario.name ? 1 : 0,
  );
  const chosen = new Set(sorted.filter((_, i) => i % shard.count === shard.index - 1));
  // Kept in plan order, so a shard runs mode by mode like a whole run.
  return runs.filter((run) => chosen.has(run));
}
