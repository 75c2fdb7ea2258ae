import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The browser files run two at a time: a file of several minutes started last keeps one worker
// busy long after the other has run out of files. Vitest starts the files it has timed before
// slowest first, and the others by size; a clean clone (CI) has timed none, and the slowest
// files are small (the matrix parts are four lines), so these go first whatever the cache says.
const LONG_FILES = [
  /tests\/install\/config-matrix-\d+\.test\.ts$/,
  /tests\/browser\/a11y\.test\.ts$/,
  /tests\/browser\/passkeys\.test\.ts$/,
  // Node 22 and 24's runs, one after the other (about a minute, mostly waiting on children).
  /tests\/node-versions\/other-versions\.test\.ts$/,
  // 20-35 s each; left to Vitest's order (by size) they ran last, one core idle behind them.
  /tests\/install\/quick-start\.test\.ts$/,
  /tests\/browser\/passwords\.test\.ts$/,
  /tests\/browser\/pseudo-locale\.test\.ts$/,
  /tests\/browser\/smoke-cli\.test\.ts$/,
  /tests\/browser\/crypto\.test\.ts$/,
  /tests\/browser\/one-tap\.test\.ts$/,
  /tests\/browser\/smoke-runner\.test\.ts$/,
  /tests\/templates\/next\.test\.ts$/,
];

function rank(spec: TestSpecification): number {
  const at = LONG_FILES.findIndex((pattern) => pattern.test(spec.moduleId));
  return at < 0 ? LONG_FILES.length : at;
}

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array sort is stable: within a rank, Vitest's own order stays.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
