import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The order Vitest hands the files to its workers, within each group of projects.
//
// Runners: a worker of a project with `isolate: false` is kept for the next file only when the
// file at the head of the queue is of the same project and test environment; otherwise Vitest
// stops it and a fresh worker loads every module again (the test API, Puppeteer, React) for the
// next file of the project. Vitest's own order interleaves them (files by size on a clean clone,
// happy-dom files among node ones; the long files below across projects), which started about
// 90 workers in a run. So: the projects whose files get a fresh worker each come first, then
// each shared project's files, one environment after the other.
//
// Long files first, within that: the browser files run a few at a time, and a file of several
// minutes started last keeps one worker busy long after the other has run out of files. Vitest
// starts the files it has timed before slowest first, and the others by size; a clean clone
// (CI) has timed none, and the slowest files are small (the matrix parts are four lines).
const LONG_FILES = [
  /tests\/install\/config-matrix-\d+\.test\.ts$/,
  /tests\/browser\/a11y\.test\.ts$/,
  /tests\/browser\/passkeys\.test\.ts$/,
  // Node 22 and 24's runs, one after the other (about a minute, mostly waiting on children).
  /tests\/node-versions\/other-versions\.test\.ts$/,
  // 18 host pages walked through every screen (about a minute on a loaded machine).
  /tests\/browser\/hostile-css\.test\.ts$/,
  // 20-35 s each; left to Vitest's order (by size) they ran last, one core idle behind them.
  /tests\/install\/quick-start\.test\.ts$/,
  /tests\/browser\/passwords\.test\.ts$/,
  /tests\/browser\/pseudo-locale\.test\.ts$/,
  /tests\/browser\/smoke-cli\.test\.ts$/,
  /tests\/browser\/customer-app\.test\.ts$/,
  /tests\/browser\/official-ui-majors\.test\.ts$/,
  /tests\/browser\/official-ui-passkeys\.test\.ts$/,
  /tests\/browser\/crypto\.test\.ts$/,
  /tests\/browser\/one-tap\.test\.ts$/,
  /tests\/browser\/smoke-runner\.test\.ts$/,
  /tests\/templates\/next\.test\.ts$/,
];

function rank(spec: TestSpecification): number {
  const at = LONG_FILES.findIndex((pattern) => pattern.test(spec.moduleId));
  return at < 0 ? LONG_FILES.length : at;
}

// The comments Vitest reads to give a file its own environment.
const ENVIRONMENT = /@(?:vitest|jest)-environment\s+([\w-]+)/;
const ENVIRONMENT_OPTIONS = /@(?:vitest|jest)-environment-options\s+(.+)/;

/** The test environment `source` runs in, as Vitest compares them: name and options. */
export function environmentOf(source: string, projectEnvironment: string): string {
  const name = ENVIRONMENT.exec(source)?.[1] ?? projectEnvironment;
  // A one-line block comment ends the line with its close, which is not part of the options.
  const options = ENVIRONMENT_OPTIONS.exec(source)?.[1]?.replace(/\*\/$/, '').trim() ?? '';
  return `${name} ${options}`;
}

/** Where a file goes in the order: its group of projects, the worker it can share, its rank. */
export interface FilePlace {
  group: number;
  /** Files that can share one worker have the same key; files that each get a fresh one, ''. */
  runner: string;
  rank: number;
}

/** Group first, then the files with a fresh worker each, then each shared runner's files, long first. */
export function compareFilePlaces(a: FilePlace, b: FilePlace): number {
  if (a.group !== b.group) return a.group - b.group;
  if (a.runner !== b.runner) return a.runner < b.runner ? -1 : 1;
  return a.rank - b.rank;
}

export class FileOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const places = new Map(sorted.map((spec) => [spec, placeOf(spec)]));
    const place = (spec: TestSpecification) => places.get(spec) as FilePlace;
    // Array sort is stable: within a place, Vitest's own order stays.
    return [...sorted].sort((a, b) => compareFilePlaces(place(a), place(b)));
  }
}

function placeOf(spec: TestSpecification): FilePlace {
  const { config } = spec.project;
  const runner =
    config.isolate === false
      ? `${spec.project.name} ${environmentOf(readFileSync(spec.moduleId, 'utf8'), config.environment)}`
      : '';
  return { group: config.sequence.groupOrder, runner, rank: rank(spec) };
}
