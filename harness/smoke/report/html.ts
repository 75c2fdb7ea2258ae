import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AttemptResult, ScenarioResult, SmokeReport, StepResult } from './types';
import { countResults, problemLines, providerCallLines } from './types';

export function htmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Reads a screenshot (relative to the report folder) as a data: URL; none when it is gone. */
export type ImageSource = (relativePath: string) => Promise<string | undefined>;

export function imagesFrom(dir: string): ImageSource {
  return async (relative) => {
    try {
      const bytes = await readFile(join(dir, relative));
      return `data:image/png;base64,${bytes.toString('base64')}`;
    } catch {
      return undefined;
    }
  };
}

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#1b1b1f}
h1{font-size:1.4rem}.counts span{margin-right:1rem;font-weight:600}
.passed{color:#0a7a33}.failed{color:#b3261e}.flaky{color:#9a6700}
details.scenario{border:1px solid #ccd;border-radius:6px;margin:.6rem 0;padding:.4rem .8rem}
summary{cursor:pointer;font-weight:600}ol.steps{padding-left:1.2rem}
.step img{display:block;max-width:min(100%,48rem);border:1px solid #ddd;margin:.4rem 0 1rem}
pre{background:#f5f5f7;padding:.6rem;overflow:auto;white-space:pre-wrap;font-size:12px}
.error{color:#b3261e;white-space:pre-wrap}`;

function problemsHtml(step: StepResult): string {
  const lines = problemLines(step);
  if (!lines.length) return '';
  return `<ul class="problems">${lines.map((line) => `<li>${htmlEscape(line)}</li>`).join('')}</ul>`;
}

async function stepHtml(step: StepResult, image: ImageSource): Promise<string> {
  const src = step.screenshot ? await image(step.screenshot) : undefined;
  return `<li class="step ${step.status}" data-status="${step.status}">
<div>${step.status === 'passed' ? '✓' : '✗'} ${htmlEscape(step.name)} <small>(${step.durationMs} ms)</small></div>
${step.error ? `<div class="error">${htmlEscape(step.error)}</div>` : ''}
${problemsHtml(step)}
${src ? `<img alt="${htmlEscape(`screenshot: ${step.name}`)}" src="${src}">` : ''}
</li>`;
}

async function attemptHtml(
  attempt: AttemptResult,
  index: number,
  total: number,
  image: ImageSource,
): Promise<string> {
  const steps = await Promise.all(attempt.steps.map((step) => stepHtml(step, image)));
  const list = (title: string, lines: readonly string[]) =>
    `<h4>${title} (${lines.length})</h4>${lines.length ? `<pre>${htmlEscape(lines.join('\n'))}</pre>` : ''}`;
  return `<section class="attempt ${attempt.status}">
${total > 1 ? `<h3>Attempt ${index + 1} of ${total}: <span class="${attempt.status}">${attempt.status}</span></h3>` : ''}
${attempt.error ? `<div class="error">${htmlEscape(attempt.error)}</div>` : ''}
<ol class="steps">${steps.join('\n')}</ol>
${list('Console', attempt.console)}
${list('Failed requests', attempt.failedRequests)}
${attempt.providerCalls ? list('Stytch calls answered by the test API', providerCallLines(attempt)) : ''}
${attempt.blockedRequests?.length ? list('Blocked requests', attempt.blockedRequests) : ''}
${attempt.unansweredCalls?.length ? list('Stytch calls the test API did not answer (not needed by the flow)', attempt.unansweredCalls) : ''}
</section>`;
}

async function scenarioHtml(result: ScenarioResult, image: ImageSource): Promise<string> {
  const attempts = await Promise.all(
    result.attempts.map((a, i) => attemptHtml(a, i, result.attempts.length, image)),
  );
  return `<details class="scenario ${result.status}" data-status="${result.status}"${result.status === 'passed' ? '' : ' open'}>
<summary><span class="${result.status}">${result.status}</span> ${htmlEscape(result.name)} <small>(${result.durationMs} ms)</small></summary>
${attempts.join('\n')}
</details>`;
}

/** One self-contained page: every scenario, its steps with their screenshots inline, logs. */
export async function htmlReport(report: SmokeReport, image: ImageSource): Promise<string> {
  const counts = countResults(report.results);
  // Failures first: that is what a reader opens the report for.
  const order = { failed: 0, flaky: 1, passed: 2 } as const;
  const sorted = [...report.results].sort((a, b) => order[a.status] - order[b.status]);
  const body = await Promise.all(sorted.map((result) => scenarioHtml(result, image)));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>stytch-widget smoke: ${counts.failed ? `${counts.failed} failed` : 'all passed'}</title>
<style>${STYLE}</style></head>
<body>
<h1>stytch-widget smoke</h1>
<p>${htmlEscape(report.startedAt)} · ${(report.durationMs / 1000).toFixed(1)} s${report.shards.length ? ` · shards ${htmlEscape(report.shards.join(', '))}` : ''}</p>
<p class="counts"><span>${counts.total} scenarios</span><span class="passed">${counts.passed} passed</span><span class="failed">${counts.failed} failed</span><span class="flaky">${counts.flaky} flaky</span></p>
${body.join('\n')}
</body></html>
`;
}
