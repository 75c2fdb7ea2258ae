import type { AttemptResult, ScenarioResult } from '../report/types';
import { type AttemptSetup, runAttempt } from './attempt';
import { PagePool } from './page-pool';
import type { PlannedRun } from './plan';

export interface ExecuteOptions extends AttemptSetup {
  /** How many scenarios run at once, each in its own context of the one browser. */
  workers: number;
  /** How many times a failed scenario is run again; passing on a retry makes it flaky. */
  retries: number;
  onStart?: (run: PlannedRun) => void;
  onEnd?: (result: ScenarioResult) => void;
}

/** Runs the plan on `workers` parallel contexts; results come back in plan order. */
export async function executeRuns(
  runs: readonly PlannedRun[],
  options: ExecuteOptions,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = new Array(runs.length);
  let next = 0;
  const count = Math.max(1, Math.min(options.workers, runs.length));
  // A page opened ahead for each worker (retries take theirs from the pool too).
  const pool = new PagePool(options.browser, runs.length, count);
  const pages = options.pages ?? pool;
  const worker = async () => {
    while (next < runs.length) {
      const index = next++;
      const run = runs[index] as PlannedRun;
      options.onStart?.(run);
      const result = await runWithRetries(run, { ...options, pages });
      results[index] = result;
      options.onEnd?.(result);
    }
  };
  try {
    await Promise.all(Array.from({ length: count }, worker));
  } finally {
    await pool.close();
  }
  return results;
}

async function runWithRetries(run: PlannedRun, options: ExecuteOptions): Promise<ScenarioResult> {
  const attempts: AttemptResult[] = [];
  const started = Date.now();
  for (let attempt = 1; attempt <= options.retries + 1; attempt++) {
    const result = await runAttempt(run, attempt, options);
    attempts.push(result);
    if (result.status === 'passed') break;
  }
  const last = attempts.at(-1);
  const status = last?.status !== 'passed' ? 'failed' : attempts.length > 1 ? 'flaky' : 'passed';
  return {
    name: run.scenario.name,
    mountMode: run.mountMode,
    status,
    durationMs: Date.now() - started,
    attempts,
  };
}
