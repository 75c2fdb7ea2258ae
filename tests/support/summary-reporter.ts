import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';

interface Output {
  write(text: string): unknown;
}

/**
 * Ends the run with one plain line, `N passed, N failed, N skipped`, that any CI log reader
 * understands (vitest's own summary is decorated and split over several lines).
 *
 * A failed setup is a failure, never a skip: when a suite's `beforeAll` throws (Chromium
 * missing, a server that did not start), vitest marks its tests "skipped", and a broken run
 * would read "0 failed". Each such test counts as failed, because each is a check that did
 * not happen; a test declared `skip`/`todo` stays skipped, as it would not have run anyway.
 * A suite error that no test accounts for (a failing `afterAll`, a file that does not load)
 * counts as one failure of its own, and so does each error vitest caught outside any test (an
 * unhandled rejection), for which it fails the run.
 */
export class SummaryReporter implements Reporter {
  constructor(private readonly out: Output = process.stdout) {}

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<unknown> = [],
  ): void {
    let passed = 0;
    let skipped = 0;
    const failed = new Set<TestCase>();
    let uncovered = unhandledErrors.length;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed.add(test);
        else if (test.options.mode === 'run' && setupFailed(test)) failed.add(test);
        else skipped++;
      }
      for (const suite of [module, ...module.children.allSuites()]) {
        // A module that failed with nothing inside it did not load (its error may be elsewhere).
        const errored =
          suite.errors().length > 0 ||
          (suite.type === 'module' && suite.state() === 'failed' && suite.children.size === 0);
        if (errored && !someTest(suite, (test) => failed.has(test))) uncovered++;
      }
    }
    this.out.write(`\n${passed} passed, ${failed.size + uncovered} failed, ${skipped} skipped\n`);
  }
}

/** Whether a suite or module around the test reported an error of its own (a hook's). */
function setupFailed(test: TestCase): boolean {
  for (let node: TestSuite | TestModule = test.parent; ; node = node.parent) {
    if (node.errors().length > 0) return true;
    if (node.type === 'module') return false;
  }
}

function someTest(suite: TestSuite | TestModule, predicate: (test: TestCase) => boolean): boolean {
  for (const test of suite.children.allTests()) if (predicate(test)) return true;
  return false;
}
