// Exit codes of every command (documented in `stytch-widget --help` and the README):
// 0 success · 1 the input was understood but is wrong (config problems, refused overwrite, failed
// smoke run) · 2 usage or unreadable input (bad flag, missing answer, malformed JSON) · 130 cancelled.
export const EXIT = {
  ok: 0,
  problems: 1,
  usage: 2,
  cancelled: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * The one error type commands throw: `cli/index.ts` prints its lines to stderr and exits with
 * its code. Commands never call `process.exit` themselves, so tests can call them in-process.
 */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  readonly lines: readonly string[];

  constructor(lines: string | readonly string[], exitCode: ExitCode = EXIT.problems) {
    const list = typeof lines === 'string' ? [lines] : lines;
    super(list.join('\n'));
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.lines = list;
  }
}

export function usageError(message: string): CliError {
  return new CliError(message, EXIT.usage);
}

export function cancelled(): CliError {
  return new CliError('Cancelled; nothing was written.', EXIT.cancelled);
}
