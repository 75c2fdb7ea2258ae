import type { ScenarioResult, SmokeReport } from './types';
import { countResults } from './types';

// Characters XML 1.0 cannot hold at all (console output may carry them).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the ones being removed
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const secs = (ms: number) => (ms / 1000).toFixed(3);

function testcase(result: ScenarioResult): string {
  const last = result.attempts.at(-1);
  const attrs = `classname="${xmlEscape(`smoke.${result.mountMode}`)}" name="${xmlEscape(result.name)}" time="${secs(result.durationMs)}"`;
  const out: string[] = [];
  if (result.status === 'failed') {
    const error = last?.error ?? 'failed';
    const steps = (last?.steps ?? []).map((s) => `${s.status === 'passed' ? '✓' : '✗'} ${s.name}`);
    out.push(
      `      <failure message="${xmlEscape(error)}" type="ScenarioFailure">${xmlEscape([error, '', ...steps].join('\n'))}</failure>`,
    );
  }
  const notes: string[] = [];
  if (result.status === 'flaky') {
    notes.push(`flaky: passed on attempt ${result.attempts.length}`);
    for (const [i, attempt] of result.attempts.entries()) {
      if (attempt.error) notes.push(`attempt ${i + 1} failed: ${attempt.error}`);
    }
  }
  if (last?.console.length) notes.push('console:', ...last.console);
  if (last?.failedRequests.length) notes.push('failed requests:', ...last.failedRequests);
  if (notes.length) out.push(`      <system-out>${xmlEscape(notes.join('\n'))}</system-out>`);
  return out.length
    ? `    <testcase ${attrs}>\n${out.join('\n')}\n    </testcase>`
    : `    <testcase ${attrs}/>`;
}

/** JUnit XML as CI systems read it: one testsuite per mount mode, a testcase per scenario. */
export function junitXml(report: SmokeReport): string {
  const total = countResults(report.results);
  const modes = [...new Set(report.results.map((r) => r.mountMode))];
  const suites = modes.map((mode) => {
    const results = report.results.filter((r) => r.mountMode === mode);
    const counts = countResults(results);
    const time = results.reduce((sum, r) => sum + r.durationMs, 0);
    return [
      `  <testsuite name="${xmlEscape(`stytch-widget smoke: ${mode}`)}" tests="${counts.total}" failures="${counts.failed}" errors="0" skipped="0" time="${secs(time)}" timestamp="${xmlEscape(report.startedAt)}">`,
      ...results.map(testcase),
      '  </testsuite>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="stytch-widget smoke" tests="${total.total}" failures="${total.failed}" errors="0" time="${secs(report.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
