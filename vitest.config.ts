import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { FileOrder } from './tests/support/file-order';
import { moduleReplacingFiles } from './tests/support/module-replacing-files';
import { SummaryReporter } from './tests/support/summary-reporter';

// Four layers, cheapest first: pure/unit code beside the sources (node or happy-dom),
// cross-module contract suites against an in-process test API, real-Chromium suites, and the
// packed package installed into an empty project. Unit and contract files run together on every
// core (Vitest's default leaves one core idle, which on two cores means one file at a time); the
// Chromium and install files run after them, one file more than there are cores: a browser file
// spends about a sixth of its time waiting (on the page's timers, on the test API, on a child
// process), which left the cores 85 % busy with a file per core and 95 % with one more. Every
// file starts its own servers on free ports, browser and temporary folders.
//
// A worker keeps the modules it has loaded for the next file (`isolate: false`): loading the
// test API, Puppeteer and the widget again for each file cost more CPU than most files' tests.
// The files that replace a module or a global run in a fresh worker each, in a project of their
// own named `<layer>-isolated` (tests/support/module-replacing-files.ts finds them). Vitest keeps
// a worker only for a next file of the same project and environment; tests/support/file-order.ts
// orders the files so.

/** Projects of one group share the workers: Vitest refuses them different worker counts. */
const firstGroup = { maxWorkers: '100%', sequence: { groupOrder: 0 } };
const secondGroup = {
  maxWorkers: availableParallelism() + 1,
  fileParallelism: true,
  sequence: { groupOrder: 1 },
};

type Layer = NonNullable<TestProjectInlineConfiguration['test']> & {
  name: string;
  include: string[];
};

/** The layer's files that share workers, and (when there are any) the ones that cannot. */
function layer(test: Layer): TestProjectInlineConfiguration[] {
  const exclude = [...configDefaults.exclude, ...(test.exclude ?? [])];
  const own = moduleReplacingFiles(test.include, exclude);
  const shared = { test: { ...test, isolate: false, exclude: [...exclude, ...own] } };
  if (!own.length) return [shared];
  return [shared, { test: { ...test, name: `${test.name}-isolated`, include: own, exclude } }];
}

export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    sequence: { sequencer: FileOrder },
    projects: [
      ...layer({
        name: 'unit',
        include: [
          'widget/**/*.test.{ts,tsx}',
          'cli/**/*.test.ts',
          'harness/**/*.test.ts',
          // Tests of the test support itself (the summary reporter).
          'tests/support/**/*.test.ts',
          // Rules over the whole tree (the direction of imports between folders).
          'tests/architecture/**/*.test.ts',
        ],
        environment: 'node',
        setupFiles: ['tests/support/unit-setup.ts'],
        // A guard against hangs, not a speed check: some unit tests start the test API in
        // process and hash passwords (scrypt), about 1-2 s alone and past the default 5 s when
        // the two cores also run the browser suites.
        testTimeout: 20_000,
        ...firstGroup,
      }),
      ...layer({
        name: 'contract',
        include: [
          'tests/contract/**/*.test.ts',
          'tests/cli/**/*.test.ts',
          // The size budget of the built bundle (`npm test` builds first).
          'tests/size/**/*.test.ts',
        ],
        exclude: ['tests/contract/browser/**'],
        environment: 'node',
        testTimeout: 30_000,
        ...firstGroup,
      }),
      ...layer({
        name: 'browser',
        include: [
          'tests/browser/**/*.test.ts',
          'tests/contract/browser/**/*.test.ts',
          // The apps `init --framework next|vite` writes, built, served and smoke-tested.
          'tests/templates/**/*.test.ts',
          // The installed package's commands on this Node, with no runtime warning, and the
          // customer-facing files on Node 22 and 24 (other-versions.test.ts).
          'tests/node-versions/**/*.test.ts',
        ],
        environment: 'node',
        testTimeout: 60_000,
        hookTimeout: 60_000,
        ...secondGroup,
      }),
      {
        test: {
          name: 'install',
          // The packed package installed into an empty project, then init and smoke there.
          include: ['tests/install/**/*.test.ts'],
          environment: 'node',
          // One pack and one install for every file of the project.
          globalSetup: ['tests/support/packed-install.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          ...secondGroup,
        },
      },
    ],
  },
});
