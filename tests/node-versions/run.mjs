#!/usr/bin/env node
// `npm run test:node-versions`: the customer-facing suites on Node 22 and 24 (versions.mjs),
// alone. `npm test` runs the same as one of its files (other-versions.test.ts).
import { FILES, missingFiles, runVersion, stopAll, VERSIONS } from './versions.mjs';

/**
 * Both versions at once: much of a run waits on npm, Chromium and the network stack rather than
 * on a core. Measured on 2 busy cores: 138 s at once against 199 s one after the other, for the
 * same CPU time (about 51 s).
 */
const AT_ONCE = 2;

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const missing = missingFiles();
if (missing.length > 0) {
  process.stderr.write(`tests/node-versions/run.mjs: no such test file: ${missing.join(', ')}\n`);
  process.exit(2);
}

process.stdout.write(
  `customer-facing suites on Node ${VERSIONS.join(' and ')}: ${FILES.length} files\n`,
);
const started = Date.now();
const queue = [...VERSIONS];
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let major = queue.shift(); major; major = queue.shift()) {
      const { passed, line, output } = await runVersion(major);
      if (output) process.stdout.write(`\n--- Node ${major} output ---\n${output}\n`);
      process.stdout.write(`${line}\n`);
      results.push(passed);
    }
  }),
);
const failed = results.filter((passed) => !passed).length;
process.stdout.write(
  `Node versions: ${results.length - failed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s\n`,
);
process.exitCode = failed ? 1 : 0;
