import { access, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { runSmoke, type Scenario, type SmokeOptions } from '../../harness/smoke';
import { junitSchemaErrors } from '../support/junit-schema/validate-junit';

// The runner through its function API with a registry of the test's own (the product CLI
// always runs the shipped scenarios): retries and flaky, parallel workers, steps, the step timeout.

const spans: Record<string, { start: number; end: number }> = {};
let flakyRuns = 0;

function loginScenario(name: string, run: Scenario['run']): Scenario {
  return { name, mountMode: 'login', appliesTo: () => true, run };
}

const registry: Scenario[] = [
  // First, so the two workers take them at once.
  ...['a', 'b'].map((id) =>
    loginScenario(`login: takes a while (${id})`, async ({ page, pageUrl }) => {
      spans[id] = { start: Date.now(), end: 0 };
      await page.goto(pageUrl);
      await new Promise((resolve) => setTimeout(resolve, 700));
      (spans[id] as { end: number }).end = Date.now();
    }),
  ),
  loginScenario('login: fails once, then passes', async ({ page, pageUrl }) => {
    await page.goto(pageUrl);
    flakyRuns++;
    if (flakyRuns === 1) throw new Error('the first attempt fails');
  }),
  loginScenario('login: two named steps', async ({ page, pageUrl, step }) => {
    if (!step) throw new Error('the runner gives every scenario step()');
    await step('open the login page', () => page.goto(pageUrl));
    await step('find the email field', () => page.waitForSelector('stytch-widget, body'));
  }),
];

// Alone in a run of its own with a one-second step deadline: the scenarios above load pages,
// which on a loaded machine can take longer than that, and would then fail for the wrong reason.
const hangs = loginScenario('login: a step that hangs', async ({ step }) => {
  await step?.('wait for nothing', () => new Promise(() => undefined));
});

/** runSmoke into a fresh folder, its log lines kept. */
async function run(options: Omit<SmokeOptions, 'outDir' | 'log'>) {
  const outDir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-api-'));
  const lines: string[] = [];
  const result = await runSmoke({ ...options, outDir, log: (line) => lines.push(line) });
  return { outDir, lines, result };
}

/** The run's junit.xml, checked against the schema, its testcases by name. */
async function junitCases(outDir: string) {
  const xml = await readFile(join(outDir, 'junit.xml'), 'utf8');
  expect(await junitSchemaErrors(xml)).toEqual([]);
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['testsuite', 'testcase', 'flakyFailure', 'rerunFailure'].includes(name),
  }).parse(xml);
  const cases = doc.testsuites.testsuite.flatMap((s: { testcase: object[] }) => s.testcase);
  return {
    totals: doc.testsuites,
    byName: Object.fromEntries(cases.map((c: { name: string }) => [c.name, c])),
  };
}

describe('runSmoke with an injected scenario registry', () => {
  it('retries, flaky, two workers at once, steps with screenshots', async () => {
    const { outDir, lines, result } = await run({
      scenarios: registry,
      reporters: ['list', 'json', 'junit'],
      retries: 1,
      workers: 2,
    });
    const byName = Object.fromEntries(result.report.results.map((r) => [r.name, r]));

    const flaky = byName['login: fails once, then passes'];
    expect(flaky?.status).toBe('flaky');
    expect(flaky?.attempts.map((a) => a.status)).toEqual(['failed', 'passed']);
    expect(flaky?.attempts[0]?.error).toBe('the first attempt fails');
    expect(lines).toContain(
      `~ login: fails once, then passes (flaky: passed on attempt 2, ${flaky?.durationMs} ms)`,
    );

    // Two workers: the two slow scenarios ran at the same time.
    const { a, b } = spans;
    if (!a || !b) throw new Error('both slow scenarios ran');
    expect(Math.max(a.start, b.start)).toBeLessThan(Math.min(a.end, b.end));

    const steps = byName['login: two named steps']?.attempts[0]?.steps ?? [];
    expect(steps.map((s) => [s.name, s.status])).toEqual([
      ['open the login page', 'passed'],
      ['find the email field', 'passed'],
    ]);
    // A scenario that names no step is one step, with its screenshot too.
    const plain = byName['login: takes a while (a)']?.attempts[0]?.steps ?? [];
    expect(plain.map((s) => s.name)).toEqual(['login: takes a while (a)']);
    for (const step of [...steps, ...plain]) {
      expect(step.screenshot).toMatch(/^screenshots\/.+\.png$/);
      await access(join(outDir, step.screenshot ?? ''));
    }

    expect(result).toMatchObject({ passed: 3, flaky: 1, failed: 0 });
    expect(lines.at(-1)).toBe('3 passed, 0 failed, 1 flaky');
    expect(result.files).toEqual([join(outDir, 'report.json'), join(outDir, 'junit.xml')]);
    // In JUnit the flaky scenario passes, its failed attempt a Surefire flakyFailure.
    const junit = await junitCases(outDir);
    expect(junit.totals).toMatchObject({ tests: '4', failures: '0' });
    const flakyCase = junit.byName['login: fails once, then passes'];
    expect(flakyCase.failure).toBeUndefined();
    expect(flakyCase.flakyFailure).toHaveLength(1);
    expect(flakyCase.flakyFailure[0]).toMatchObject({ message: 'the first attempt fails' });
    expect(flakyCase.flakyFailure[0]['system-out']).toMatch(/^\[\[ATTACHMENT\|.+\.png\]\]$/m);
  });

  it('fails a step that does not finish in the step timeout, on every attempt', async () => {
    const { outDir, lines, result } = await run({
      scenarios: [hangs],
      reporters: ['list', 'junit'],
      retries: 1,
      stepTimeoutMs: 1_000,
    });
    const [hung] = result.report.results;
    expect(hung?.status).toBe('failed');
    expect(hung?.attempts).toHaveLength(2);
    expect(hung?.attempts[0]?.error).toBe('step "wait for nothing" did not finish in 1 s');
    expect(hung?.attempts[0]?.steps[0]).toMatchObject({
      name: 'wait for nothing',
      status: 'failed',
    });

    expect(result).toMatchObject({ passed: 0, flaky: 0, failed: 1 });
    expect(lines.at(-1)).toBe('0 passed, 1 failed');
    // In JUnit: the last attempt's failure, the first attempt's as a rerunFailure.
    const junit = await junitCases(outDir);
    expect(junit.totals).toMatchObject({ tests: '1', failures: '1' });
    const hungCase = junit.byName['login: a step that hangs'];
    expect(hungCase.failure.message).toBe('step "wait for nothing" did not finish in 1 s');
    expect(hungCase.rerunFailure).toHaveLength(1);
    expect(hungCase.rerunFailure[0].stackTrace).toMatch(/^attempt 1 of 2: step "wait for nothing"/);
  });
});
