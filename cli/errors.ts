import type { UserError } from '../harness/shared/user-error';

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

  constructor(
    lines: string | readonly string[],
    exitCode: ExitCode = EXIT.problems,
    options: { cause?: unknown } = {},
  ) {
    const list = typeof lines === 'string' ? [lines] : lines;
    // The cause (a harness error, a system error) is shown only with --debug.
    super(list.join('\n'), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.lines = list;
  }
}

/** A harness error the person can fix, with its exit code: 2 for input, 1 when refused. */
export function fromUserError(error: UserError, prefix = ''): CliError {
  const [first = error.message, ...rest] = error.lines;
  return new CliError(
    [`${prefix}${first}`, ...rest],
    error.kind === 'input' ? EXIT.usage : EXIT.problems,
    { cause: error },
  );
}

export function usageError(message: string): CliError {
  return new CliError(message, EXIT.usage);
}

export function cancelled(): CliError {
  return new CliError('Cancelled; nothing was written.', EXIT.cancelled);
}
