// Errors a person causes and can fix (a busy port, a missing file, a bad value). The harness
// throws them with what is wrong and the fix; the CLI prints those lines without a stack and
// picks the exit code from `kind`. Anything else is a bug, reported as an unexpected error.

/**
 * `input`: what was given cannot be used (a malformed or missing file, a bad value): exit 2.
 * `refused`: the input was understood but the run cannot go on (a port or database in use,
 * a config with problems): exit 1.
 */
export type UserErrorKind = 'input' | 'refused';

export class UserError extends Error {
  readonly kind: UserErrorKind;
  /** What to do about it, one line; omitted when the message already says. */
  readonly fix: string | undefined;

  constructor(
    message: string,
    options: { kind?: UserErrorKind; fix?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'UserError';
    this.kind = options.kind ?? 'input';
    this.fix = options.fix;
  }

  /** The message and the fix, as printed. */
  get lines(): string[] {
    return [...this.message.split('\n'), ...(this.fix ? this.fix.split('\n') : [])];
  }
}
