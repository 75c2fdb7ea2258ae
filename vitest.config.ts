import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './tests/support/summary-reporter';

// Three projects, cheapest first: pure/unit code beside the sources (node or happy-dom),
// cross-module contract suites against an in-process test API, and real-Chromium suites.
// Unit and contract files run together on every core (Vitest's default leaves one core idle,
// which on two cores means one file at a time); the Chromium suites run after them, one file
// at a time, so a browser test never shares its cores with other files.

/** Unit and contract together: Vitest refuses projects of one group with different workers. */
const firstGroup = { maxWorkers: '100%', sequence: { groupOrder: 0 } };

export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    projects: [
      {
        test: {
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
        },
      },
      {
        test: {
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
        },
      },
      {
        test: {
          name: 'browser',
          include: [
            'tests/browser/**/*.test.ts',
            'tests/contract/browser/**/*.test.ts',
            // The packed package installed into an empty project, then init and smoke there.
            'tests/install/**/*.test.ts',
            // The apps `init --framework next|vite` writes, built, served and smoke-tested.
            'tests/templates/**/*.test.ts',
            // The installed package's commands on this Node, with no runtime warning (also run
            // on Node 22 and 24 by tests/node-versions/run.mjs).
            'tests/node-versions/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
