import { Command, CommanderError } from 'commander';
import { UserError } from '../harness/shared/user-error';
import { version } from '../package.json';
import { devCommand } from './commands/dev';
import { doctorCommand } from './commands/doctor';
import { extensionCommand } from './commands/extension';
import { initCommand } from './commands/init';
import { smokeCommand } from './commands/smoke';
import { snippetCommand } from './commands/snippet';
import { testApiCommand } from './commands/test-api';
import { validateCommand } from './commands/validate';
import { DEBUG_FLAG, takeDebugFlag } from './debug';
import { CliError, EXIT, fromUserError } from './errors';
import { fileSystemError } from './file-system-error';
import { colorEnabled, type Io, paint, processIo } from './io';

// The program. Command modules hold only their definitions (flags, help); what a command
// needs to run (inquirer, valibot, the test API, Puppeteer) is imported inside its action, so
// `--help` stays quick (`--version` does not even load this module: see index.ts).
// This is the only place that prints errors and turns them into exit codes.

export function buildProgram(io: Io = processIo()): Command {
  const errorPaint = paint(colorEnabled(io.stderr));
  const program = new Command('stytch-widget')
    .description('Configure, check and try the stytch-widget login widget.')
    .version(version, '-V, --version', 'print the version')
    .showHelpAfterError('(add --help for usage and examples)')
    // Read (and taken out of the arguments) by main() before parsing, so it works after a
    // command's name too; declared here so that --help lists it.
    .option(DEBUG_FLAG, 'show the stack of an unexpected error (or set DEBUG=stytch-widget)')
    // A command's options end at its subcommand's name (smoke merge-reports has its own --out).
    .enablePositionalOptions()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(errorPaint.red(text)),
    })
    .addHelpText(
      'after',
      `
Exit codes: 0 success · 1 problems found or refused · 2 usage error or unreadable input · 130 cancelled.
An unexpected error prints one line; --debug (or DEBUG=stytch-widget) prints its stack.

Examples:
  $ npx stytch-widget init                       # answer a few questions
  $ npx stytch-widget init --yes --public-token public-token-test-… --products otp --otp-methods email
  $ npx stytch-widget validate                   # check stytch-widget.config.json
  $ npx stytch-widget snippet --format react     # print the embed snippet
  $ npx stytch-widget dev                        # local test API + a page with your widget`,
    );
  for (const command of [
    initCommand(io),
    validateCommand(io),
    doctorCommand(io),
    snippetCommand(io),
    testApiCommand(io),
    devCommand(io),
    extensionCommand(io),
    smokeCommand(io),
  ]) {
    // Same output, help-after-error and throw-instead-of-exit settings as the program.
    program.addCommand(command.copyInheritedSettings(program).exitOverride());
  }
  return program.exitOverride();
}

/** Where to report a bug: the package's own issue tracker, as npm finds it. */
const REPORT_BUG = '`npm bugs stytch-widget`';

/** The stacks of what caused an error, outermost first (a harness error, then the system's). */
function causeStacks(error: Error): string[] {
  const stacks: string[] = [];
  let cause = error.cause;
  while (cause !== undefined && stacks.length < 5) {
    stacks.push(cause instanceof Error ? (cause.stack ?? cause.message) : String(cause));
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return stacks;
}

/** Runs the CLI and returns the exit code; never calls process.exit. */
export async function main(
  argv: readonly string[] = process.argv,
  io: Io = processIo(),
): Promise<number> {
  const { argv: args, debug } = takeDebugFlag(argv);
  const program = buildProgram(io);
  const p = paint(colorEnabled(io.stderr));
  try {
    await program.parseAsync(args);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version "errors" are successes; commander already printed the message.
      if (error.exitCode === 0) return EXIT.ok;
      return EXIT.usage;
    }
    // What the person can fix: what is wrong and the fix, never a stack (unless --debug).
    const known =
      error instanceof CliError
        ? error
        : error instanceof UserError
          ? fromUserError(error)
          : fileSystemError(error);
    if (known) {
      for (const line of known.lines) io.stderr.write(`${p.red(line)}\n`);
      if (debug) for (const stack of causeStacks(known)) io.stderr.write(`caused by: ${stack}\n`);
      return known.exitCode;
    }
    if (debug) {
      const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
      io.stderr.write(`${p.red('stytch-widget: unexpected error')}\n${stack}\n`);
      return EXIT.problems;
    }
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    io.stderr.write(
      `${p.red(`stytch-widget: unexpected error: ${what.split('\n')[0]}`)}\n` +
        `Run it again with --debug (or DEBUG=stytch-widget) to see where, and report it: ${REPORT_BUG}.\n`,
    );
    return EXIT.problems;
  }
}
