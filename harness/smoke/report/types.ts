// The one shape every reporter reads and `report.json` holds, so merge-reports can rebuild
// any report from the JSON of several runs.

export type StepStatus = 'passed' | 'failed';

export interface StepResult {
  name: string;
  status: StepStatus;
  durationMs: number;
  error?: string;
  /** A PNG, relative to the report's folder (`screenshots/…`). */
  screenshot?: string;
  /** What went wrong on the page while the step ran (runner/page-problems.ts). */
  problems?: PageProblem[];
}

/**
 * Something the page did wrong during a step: `load`, a document or resource that did not load
 * (a net error, an HTTP error of the document); `csp`, a Content-Security-Policy violation;
 * `console`, a console error or an uncaught exception. `fix`: what to do, where it is known.
 */
export interface PageProblem {
  kind: 'load' | 'csp' | 'console';
  text: string;
  fix?: string;
}

/** `csp: Refused to connect … → add https://… to connect-src …`, one line per problem. */
export function problemLines(step: StepResult): string[] {
  return (step.problems ?? []).map(
    (problem) => `${problem.kind}: ${problem.text}${problem.fix ? ` → ${problem.fix}` : ''}`,
  );
}

export interface AttemptResult {
  status: StepStatus;
  durationMs: number;
  error?: string;
  steps: StepResult[];
  /** The page's console messages and uncaught errors, in order. */
  console: string[];
  /** Requests that got no response, or an HTTP error status. */
  failedRequests: string[];
  /** With routing (`--url`): the calls to the provider's hosts the run's test API answered. */
  providerCalls?: ProviderCallRecord[];
  /** With `--external block`: the requests to other hosts that were aborted. */
  blockedRequests?: string[];
  /**
   * With routing: calls the test API could not answer that the flow did not need (or that
   * `--allow-gap` accepted): listed, not failing the scenario.
   */
  unansweredCalls?: string[];
}

/** One call to the provider's hosts, as the test API answered it. */
export interface ProviderCallRecord {
  method: string;
  host: string;
  /** Path and query. */
  path: string;
  status: number;
  /** Why the test API could not answer it (a route it lacks). */
  error?: string;
  /** What asked for it (`fetch`, `script`, `image`, …), where the browser tells. */
  resourceType?: string;
}

/** passed: the first attempt passed · flaky: a retry passed · failed: every attempt failed. */
export type ScenarioStatus = 'passed' | 'flaky' | 'failed';

export interface ScenarioResult {
  name: string;
  mountMode: string;
  status: ScenarioStatus;
  durationMs: number;
  attempts: AttemptResult[];
}

export interface SmokeReport {
  /** ISO time the run (or the earliest merged run) started. */
  startedAt: string;
  durationMs: number;
  /** The shard(s) the results come from, e.g. ['1/3']; empty for an unsharded run. */
  shards: string[];
  results: ScenarioResult[];
}

export interface ReportCounts {
  total: number;
  passed: number;
  flaky: number;
  failed: number;
}

export function countResults(results: readonly ScenarioResult[]): ReportCounts {
  const count = (status: ScenarioStatus) => results.filter((r) => r.status === status).length;
  return {
    total: results.length,
    passed: count('passed'),
    flaky: count('flaky'),
    failed: count('failed'),
  };
}

/** `3 passed, 1 failed` (and `, 1 flaky` when one was). */
export function summaryLine(results: readonly ScenarioResult[]): string {
  const { passed, flaky, failed } = countResults(results);
  return `${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ''}`;
}

/** `POST test.stytch.com/sdk/v1/otps/authenticate → 200`, one line per answered call. */
export function providerCallLines(attempt: AttemptResult): string[] {
  return (attempt.providerCalls ?? []).map(
    (call) =>
      `${call.method} ${call.host}${call.path} → ${call.status}${call.error ? ` (${call.error})` : ''}`,
  );
}
