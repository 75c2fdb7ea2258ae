import { isAbsolute, relative, resolve, sep } from 'node:path';
// fast-xml-parser's builder: pure JavaScript (no native build), it escapes text and attributes
// itself, and the tests already read XML with the same package, so the CLI gains no new one.
import { XMLBuilder } from 'fast-xml-parser';
import type { AttemptResult, ScenarioResult, SmokeReport } from './types';
import { problemLines, providerCallLines } from './types';

// Characters XML 1.0 cannot hold at all (console output may carry them); escaping cannot help.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the ones being removed
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlSafe = (_name: string, value: unknown) =>
  typeof value === 'string' ? value.replace(INVALID_XML, '') : value;

/** One failed attempt, as the Surefire schema nests it in `flakyFailure` and `rerunFailure`. */
interface XmlAttemptFailure {
  '@_message': string;
  '@_type': string;
  stackTrace: string;
  'system-out'?: string;
}

// Keys in the order the Surefire schema wants the elements: failure, rerunFailure,
// flakyFailure, skipped, error, then system-out (the builder keeps insertion order).
interface XmlTestcase {
  '@_name': string;
  '@_classname': string;
  '@_time': string;
  failure?: { '@_message': string; '@_type': string; '#text': string };
  rerunFailure?: XmlAttemptFailure[];
  flakyFailure?: XmlAttemptFailure[];
  // A smoke scenario is never skipped, and one that throws fails like one whose check fails
  // (the user sees the same broken login), so these stay absent; the counts read them anyway.
  skipped?: { '@_message': string };
  error?: { '@_message': string; '@_type': string; '#text': string };
  'system-out'?: string;
}

export interface JunitOptions {
  /** The folder the report's screenshot paths are relative to (where junit.xml goes). */
  outDir: string;
  /** What attachment paths are relative to; default the current folder. */
  cwd?: string;
}

const TYPE = 'ScenarioFailure';
const secs = (ms: number) => (ms / 1000).toFixed(3);

/**
 * `[[ATTACHMENT|path]]` takes a path relative to the folder the job runs in: GitLab resolves it
 * against the project folder ($CI_PROJECT_DIR), Jenkins' JUnit Attachments plugin against the
 * workspace, and both are where `stytch-widget smoke` runs in CI. Outside that folder the path
 * is absolute, which Jenkins also reads.
 */
export function attachmentPath(screenshot: string, outDir: string, cwd: string): string {
  const absolute = resolve(outDir, screenshot);
  const path = relative(cwd, absolute);
  if (!path || path.startsWith('..') || isAbsolute(path)) return absolute;
  return path.split(sep).join('/');
}

/** The attempt's screenshots, the failing step's first: GitLab links only the first one. */
function screenshots(attempt: AttemptResult): string[] {
  const failedFirst = [
    ...attempt.steps.filter((s) => s.status === 'failed'),
    ...attempt.steps.filter((s) => s.status !== 'failed'),
  ];
  return [...new Set(failedFirst.flatMap((s) => (s.screenshot ? [s.screenshot] : [])))];
}

/** What an attempt printed: its screenshots as attachments, the console, failed requests. */
function attemptOutput(attempt: AttemptResult, options: Required<JunitOptions>): string[] {
  return [
    ...screenshots(attempt).map(
      (shot) => `[[ATTACHMENT|${attachmentPath(shot, options.outDir, options.cwd)}]]`,
    ),
    ...(attempt.console.length ? ['console:', ...attempt.console] : []),
    ...(attempt.failedRequests.length ? ['failed requests:', ...attempt.failedRequests] : []),
    ...(attempt.providerCalls?.length
      ? ['Stytch calls answered by the test API:', ...providerCallLines(attempt)]
      : []),
    ...(attempt.blockedRequests?.length ? ['blocked requests:', ...attempt.blockedRequests] : []),
    ...(attempt.unansweredCalls?.length
      ? [
          'Stytch calls the test API did not answer (not needed by the flow):',
          ...attempt.unansweredCalls,
        ]
      : []),
  ];
}

/** The error, then each step ticked or crossed (the closest a scenario has to a stack). */
function attemptTrace(attempt: AttemptResult, index: number, count: number): string {
  const error = attempt.error ?? 'failed';
  const steps = attempt.steps.flatMap((s) => [
    `${s.status === 'passed' ? '✓' : '✗'} ${s.name}`,
    ...problemLines(s).map((line) => `    ${line}`),
  ]);
  const heading = count > 1 ? `attempt ${index + 1} of ${count}: ${error}` : error;
  return steps.length ? [heading, '', ...steps].join('\n') : heading;
}

function attemptFailure(
  attempt: AttemptResult,
  index: number,
  count: number,
  options: Required<JunitOptions>,
): XmlAttemptFailure {
  const output = attemptOutput(attempt, options);
  return {
    '@_message': attempt.error ?? 'failed',
    '@_type': TYPE,
    stackTrace: attemptTrace(attempt, index, count),
    ...(output.length ? { 'system-out': output.join('\n') } : {}),
  };
}

/**
 * A scenario as Surefire writes a test it reran: passed on a retry (flaky) is a passed testcase
 * with a `flakyFailure` per failed attempt; failed on every attempt is a `failure` (the last
 * attempt, the one the run ended on) with a `rerunFailure` per earlier attempt.
 */
function testcase(result: ScenarioResult, options: Required<JunitOptions>): XmlTestcase {
  const count = result.attempts.length;
  const last = result.attempts.at(-1);
  const earlier = result.attempts
    .slice(0, -1)
    .map((attempt, index) => ({ attempt, index }))
    .filter(({ attempt }) => attempt.status === 'failed')
    .map(({ attempt, index }) => attemptFailure(attempt, index, count, options));
  const notes = result.status === 'flaky' ? [`flaky: passed on attempt ${count}`] : [];
  const output = [...notes, ...(last ? attemptOutput(last, options) : [])];
  return {
    '@_name': result.name,
    '@_classname': `smoke.${result.mountMode}`,
    '@_time': secs(result.durationMs),
    ...(result.status === 'failed'
      ? {
          failure: {
            '@_message': last?.error ?? 'failed',
            '@_type': TYPE,
            '#text': last ? attemptTrace(last, count - 1, count) : 'failed',
          },
          ...(earlier.length ? { rerunFailure: earlier } : {}),
        }
      : {}),
    ...(result.status === 'flaky' && earlier.length ? { flakyFailure: earlier } : {}),
    ...(output.length ? { 'system-out': output.join('\n') } : {}),
  };
}

/** tests, failures, errors and skipped, counted from the testcases as written. */
function counts(cases: readonly XmlTestcase[]) {
  const having = (key: 'failure' | 'error' | 'skipped') =>
    String(cases.filter((c) => c[key] !== undefined).length);
  return {
    '@_tests': String(cases.length),
    '@_failures': having('failure'),
    '@_errors': having('error'),
    '@_skipped': having('skipped'),
  };
}

/**
 * JUnit XML as CI systems read it: one testsuite per mount mode, a testcase per scenario, in
 * the Surefire 3.0 schema (which has the rerun elements) under a `testsuites` root.
 */
export function junitXml(report: SmokeReport, options: JunitOptions): string {
  const resolved = { outDir: options.outDir, cwd: options.cwd ?? process.cwd() };
  const modes = [...new Set(report.results.map((r) => r.mountMode))];
  const suites = modes.map((mode) => {
    const results = report.results.filter((r) => r.mountMode === mode);
    const cases = results.map((result) => testcase(result, resolved));
    const time = results.reduce((sum, r) => sum + r.durationMs, 0);
    // The schema has no timestamp attribute; the start time (and shards) go in properties.
    const properties = [
      { '@_name': 'timestamp', '@_value': report.startedAt },
      ...(report.shards.length ? [{ '@_name': 'shards', '@_value': report.shards.join(',') }] : []),
    ];
    return {
      '@_name': `stytch-widget smoke: ${mode}`,
      ...counts(cases),
      '@_time': secs(time),
      properties: { property: properties },
      testcase: cases,
    };
  });
  const all = suites.flatMap((suite) => suite.testcase);
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    format: true,
    suppressEmptyNode: true,
    tagValueProcessor: xmlSafe,
    attributeValueProcessor: xmlSafe,
  });
  const body = builder.build({
    testsuites: {
      '@_name': 'stytch-widget smoke',
      ...counts(all),
      '@_time': secs(report.durationMs),
      testsuite: suites,
    },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
