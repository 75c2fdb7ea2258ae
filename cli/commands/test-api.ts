import { Command, Option } from 'commander';
import { type Io, paint, processIo, writeLines } from '../io';
import { parsePort } from './parse-number';
import { untilStopSignal } from './until-signal';

export interface TestApiCommandOptions {
  port?: number;
  host?: string;
  /** A SQLite file, or `:memory:`; default a file under `.stytch-widget/`. */
  db?: string;
  /** Project settings (password policy, redirect URLs, …) as JSON. */
  settings?: string;
}

/** Starts the local test API and returns it running; the caller closes it. */
export async function runTestApi(options: TestApiCommandOptions = {}) {
  // Loaded only by this command: `--version` never pays for the server and SQLite.
  const { startTestApi, formatReadyLine } = await import('../../harness/test-api');
  const server = await startTestApi({
    port: options.port ?? 4010,
    ...(options.host ? { host: options.host } : {}),
    ...(options.db ? { db: options.db } : {}),
    ...(options.settings ? { settingsFile: options.settings } : {}),
  });
  return { server, readyLine: formatReadyLine(server.url) };
}

export function testApiCommand(io: Io = processIo()): Command {
  return new Command('test-api')
    .description("start the local test API (Stytch's SDK wire contract, offline) until Ctrl-C")
    .addOption(
      new Option('--port <n>', 'port to listen on (0 picks a free one)')
        .default(4010)
        .argParser(parsePort),
    )
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--db <file>', 'SQLite file, or :memory: (default: .stytch-widget/test-api.sqlite)')
    .option('--settings <file>', 'project settings JSON (password policy, redirect URLs, …)')
    .addHelpText(
      'after',
      `
Codes and links it "sends": GET <url>/__emulator/outbox · empty the store: POST <url>/__emulator/reset

Examples:
  $ stytch-widget test-api
  $ stytch-widget test-api --port 4011 --db :memory:`,
    )
    .action(async (flags: TestApiCommandOptions) => {
      const { server, readyLine } = await runTestApi(flags);
      const p = paint(io.color);
      writeLines(io.stdout, [
        `${p.green('✔')} ${readyLine}`,
        p.dim(`  outbox: ${server.url}/__emulator/outbox · Ctrl-C to stop`),
      ]);
      const signal = await untilStopSignal();
      await server.close();
      writeLines(io.stdout, [p.dim(`stopped (${signal})`)]);
    });
}
