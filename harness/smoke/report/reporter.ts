import type { SmokeReport } from './types';

/**
 * What every reporter is: a name `--reporter` takes and a line for its help. The terminal one
 * follows the run as it goes (a line per scenario as it ends); the others turn the finished
 * report into one file of the out folder, after a run and after `merge-reports` alike.
 */
interface ReporterBase<Name extends string> {
  readonly name: Name;
  /** What it writes, for `--reporter` help. */
  readonly description: string;
}

/** Its lines are `ListReporter`'s (`list.ts`), which the runner sends to the terminal. */
export interface TerminalReporter<Name extends string = string> extends ReporterBase<Name> {
  readonly kind: 'terminal';
}

export interface FileReporter<Name extends string = string> extends ReporterBase<Name> {
  readonly kind: 'file';
  /** The file's name in the out folder. */
  readonly file: string;
  /** The file's text; `dir` is the out folder, where the report's screenshots are. */
  render(report: SmokeReport, dir: string): Promise<string>;
}

export type Reporter<Name extends string = string> = TerminalReporter<Name> | FileReporter<Name>;
