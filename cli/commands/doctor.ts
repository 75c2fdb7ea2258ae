import { Command } from 'commander';
import { findConfigFile, writeConfigLine } from '../config/find-config';
import { CliError, EXIT } from '../errors';
import { type Io, paint, processIo, writeLines } from '../io';

interface DoctorFlags {
  config?: string;
  url?: string;
  bundleUrl?: string[];
  json?: boolean;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function doctorCommand(io: Io = processIo()): Command {
  return new Command('doctor')
    .description('check a project before runtime: config, token vs API, redirect URLs, bundle, CSP')
    .argument('[file]', 'the config file (the same as --config)')
    .option('-c, --config <file>', 'the config file (default ./stytch-widget.config.json)')
    .option(
      '--url <page>',
      'a page of your app that shows the widget: check its Content-Security-Policy',
    )
    .option(
      '--bundle-url <url>',
      'a bundle URL to check besides those the snippets next to the config import (repeatable)',
      collect,
    )
    .option('--json', 'print the findings as JSON on stdout')
    .addHelpText(
      'after',
      `
Each finding is printed with its fix. Exit codes: 0 no errors (warnings allowed) · 1 an error · 2 unreadable config file.

Examples:
  $ stytch-widget doctor
  $ stytch-widget doctor --url http://localhost:5173/login
  $ stytch-widget doctor web/stytch-widget.config.json --json | jq '.findings[] | select(.level == "error")'`,
    )
    .action(async (fileArgument: string | undefined, flags: DoctorFlags) => {
      const source = findConfigFile(flags.config ?? fileArgument, 'doctor');
      const file = source.path;
      writeConfigLine(io, source, flags.json);
      if (flags.url && (!/^https?:\/\//i.test(flags.url) || !URL.canParse(flags.url))) {
        throw new CliError(
          `doctor: --url must be an http:// or https:// address, got "${flags.url}"`,
          EXIT.usage,
        );
      }
      // A relative bundle URL is resolved against --url later; one with a scheme must parse now.
      for (const bundle of flags.bundleUrl ?? []) {
        if (/^[a-z][a-z\d+.-]*:/i.test(bundle) && !URL.canParse(bundle)) {
          throw new CliError(`doctor: --bundle-url is not a valid URL: "${bundle}"`, EXIT.usage);
        }
      }
      // The checks (valibot, the test API's redirect matching) load only for this command.
      const { runDoctor } = await import('../doctor/run-doctor');
      const { formatDoctor } = await import('../doctor/format');
      let result: Awaited<ReturnType<typeof runDoctor>>;
      try {
        result = await runDoctor({
          file,
          ...(flags.url ? { url: flags.url } : {}),
          ...(flags.bundleUrl ? { bundleUrls: flags.bundleUrl } : {}),
        });
      } catch (error) {
        if (flags.json && error instanceof CliError) {
          io.stdout.write(
            `${JSON.stringify({ file, ok: false, error: error.message }, null, 2)}\n`,
          );
        }
        throw error;
      }
      if (flags.json) {
        io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      } else {
        writeLines(io.stdout, formatDoctor(result, paint(io.color)));
      }
      if (!result.ok) throw new CliError([], EXIT.problems);
    });
}
