import { afterAll, describe, expect, it } from 'vitest';
import { missingFiles, runVersion, stopAll, TIMEOUT_MS, VERSIONS } from './versions.mjs';

// The customer-facing suites on Node 22 and 24, as a file of `npm test` rather than a step after
// it: a step after Vitest waited for the run's last files with one core idle, and this file is
// mostly waiting on npm, Chromium and child processes. One version after the other, so the two
// inner runs do not crowd the cores the other files need.

describe('the customer-facing suites on the Node versions customers run', () => {
  // A test that timed out leaves its inner run going: stop it with the file.
  afterAll(stopAll);

  it('name only files that exist (Vitest drops a filter that matches nothing, silently)', () => {
    expect(missingFiles()).toEqual([]);
  });

  for (const major of VERSIONS) {
    it(
      `pass on Node ${major}`,
      async () => {
        const { passed, line, output } = await runVersion(major);
        expect(passed, `${line}\n${output}`).toBe(true);
      },
      TIMEOUT_MS + 150_000,
    );
  }
});
