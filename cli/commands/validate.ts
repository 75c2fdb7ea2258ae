import { Command } from 'commander';
import { type ConfigProblem, formatProblem } from '../../widget/config/problems';
import type { ConfigFile } from '../../widget/config/schema';
import { findConfigFile, writeConfigLine } from '../config/find-config';
import { readJsonFile } from '../config/read-config';
import { CliError, EXIT } from '../errors';
import { type Io, paint, processIo, writeLines } from '../io';

export interface ValidateOptions {
  /** The config file; default `stytch-widget.config.json` in `cwd` (`findConfigFile`). */
  file?: string;
  cwd?: string;
}

export type ValidateResult =
  | { file: string; ok: true; config: ConfigFile }
  | { file: string; ok: false; problems: ConfigProblem[] };

/** Reads and checks a config as the widget would at mount time. Throws CliError (exit 2) when unreadable. */
export async function runValidate(options: ValidateOptions = {}): Promise<ValidateResult> {
  const file = findConfigFile(options.file, 'validate', options.cwd).path;
  const input = await readJsonFile(file);
  // Loaded here, not at the top: valibot and the schema are not needed for `--version`.
  const { validateLoginConfigFile } = await import('../../widget/modes/login/config-file');
  const result = validateLoginConfigFile(input);
  return result.ok
    ? { file, ok: true, config: result.value }
    : { file, ok: false, problems: result.problems };
}

export function validateCommand(io: Io = processIo()): Command {
  return new Command('validate')
    .description('check a stytch-widget.config.json as the widget would at mount time')
    .argument('[file]', 'the config file (the same as --config)')
    .option('-c, --config <file>', 'the config file (default ./stytch-widget.config.json)')
    .option('--json', 'print the result as JSON on stdout')
    .addHelpText(
      'after',
      `
Exit codes: 0 valid · 1 problems (one line each: "path: message") · 2 unreadable file or malformed JSON.

Examples:
  $ stytch-widget validate
  $ stytch-widget validate config/stytch-widget.config.json
  $ stytch-widget validate --json | jq '.problems[].path'`,
    )
    .action(
      async (fileArgument: string | undefined, flags: { config?: string; json?: boolean }) => {
        const source = findConfigFile(flags.config ?? fileArgument, 'validate');
        const file = source.path;
        writeConfigLine(io, source, flags.json);
        let result: ValidateResult;
        try {
          result = await runValidate({ file });
        } catch (error) {
          if (flags.json && error instanceof CliError) {
            io.stdout.write(
              `${JSON.stringify({ file, ok: false, valid: false, error: error.message }, null, 2)}\n`,
            );
          }
          throw error;
        }
        // A theme the widget would flag at mount (its onError, which the snippets do not set).
        const { themeContrast, contrastLine, contrastFix } = await import(
          '../config/theme-contrast'
        );
        const contrast = result.ok ? themeContrast(result.config.styles) : [];
        const { problemFix } = await import('../config/problem-fixes');
        if (flags.json) {
          const problems = (result.ok ? [] : result.problems).map((problem) => {
            const fix = problemFix(problem);
            return fix ? { ...problem, fix } : problem;
          });
          const warnings = contrast.map((finding) => ({
            code: 'contrast',
            message: contrastLine(finding),
            fix: contrastFix(finding),
          }));
          io.stdout.write(
            // `ok` as doctor --json says it; `valid`, the same, kept for scripts that read it.
            `${JSON.stringify({ file: result.file, ok: result.ok, valid: result.ok, problems, warnings }, null, 2)}\n`,
          );
          if (!result.ok) throw new CliError([], EXIT.problems);
          return;
        }
        if (result.ok) {
          const p = paint(io.color);
          writeLines(io.stdout, [
            `${p.green('✔')} ${result.file} is valid (products: ${result.config.products.join(', ')})`,
            ...contrast.flatMap((finding) => [
              `${p.yellow('⚠')} contrast: ${contrastLine(finding)}`,
              `    fix: ${contrastFix(finding)}`,
            ]),
          ]);
          return;
        }
        throw new CliError(
          result.problems.flatMap((problem) => {
            const fix = problemFix(problem);
            return [formatProblem(problem), ...(fix ? [`    fix: ${fix}`] : [])];
          }),
          EXIT.problems,
        );
      },
    );
}
