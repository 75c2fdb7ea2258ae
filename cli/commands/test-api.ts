import { Command, Option } from 'commander';
import { UserError } from '../../harness/shared/user-error';
import type { Project } from '../../harness/test-api';
// Names only: every command's start-up loads this flag's choices.
import {
  PASSWORD_HASH_COSTS,
  type PasswordHashCost,
} from '../../harness/test-api/password-hash-costs';
import { fromUserError } from '../errors';
import { type Io, paint, processIo, writeLines } from '../io';
import { collectOrigin } from '../options/allow-origin';
import { collectHost } from '../options/allowed-host';
import { parsePort } from '../options/port';
import { withListenFlags } from '../servers/listen-flags';
import { untilStopSignal } from '../servers/until-signal';

export interface TestApiCommandOptions {
  port?: number;
  host?: string;
  /** A SQLite file, or `:memory:`; default a file under `.stytch-widget/`. */
  db?: string;
  /** Project settings (password policy, redirect URLs, …) as JSON. */
  settings?: string;
  /** Users to add at start, as seed JSON (see the README's seed format). */
  seed?: string;
  /** Host names answered besides loopback (DNS rebinding protection). */
  allowedHost?: string[];
  /** Origins answered with CORS besides the defaults (local pages, the browser extension). */
  allowOrigin?: string[];
  /** scrypt cost of new password hashes: `test` (default) or `production`. */
  passwordHashCost?: PasswordHashCost;
  /** Print the project id and secret of this public token as `.env` lines, and stop. */
  printProject?: string;
}

/** Starts the local test API and returns it running; the caller closes it. */
export async function runTestApi(options: TestApiCommandOptions = {}) {
  // Loaded only by this command: `--version` never pays for the server and SQLite.
  const { startTestApi, formatReadyLine, DEFAULT_ALLOWED_ORIGINS } = await import(
    '../../harness/test-api'
  );
  const server = await startTestApi({
    port: options.port ?? 4010,
    ...(options.host ? { host: options.host } : {}),
    ...(options.db ? { db: options.db } : {}),
    ...(options.settings ? { settingsFile: options.settings } : {}),
    ...(options.seed ? { seedFile: options.seed } : {}),
    ...(options.allowedHost ? { allowedHosts: options.allowedHost } : {}),
    ...(options.passwordHashCost ? { passwordHashCost: options.passwordHashCost } : {}),
    ...(options.allowOrigin
      ? { allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS, ...options.allowOrigin] }
      : {}),
  });
  return { server, readyLine: formatReadyLine(server.url) };
}

/**
 * What to give the official Node client for each project the settings list, or how to look
 * one up when none is listed.
 */
export function backendCredentialLines(url: string, projects: readonly Project[]): string[] {
  if (projects.length === 0) {
    return [
      `  backend API (Node client): project_id and secret of a token: GET ${url}/__emulator/projects/<public_token>`,
    ];
  }
  return [
    '  backend API, per project: new Client({ project_id, secret, env })',
    ...projects.map(
      (p) =>
        `    ${p.publicToken}: project_id: '${p.projectId}', secret: '${p.secret}', env: '${url}/'`,
    ),
  ];
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
    .option('--seed <file>', 'users to add at start (emails, phones, passwords, wallets) as JSON')
    .option(
      '--allowed-host <host>',
      'answer this Host name too (repeatable; only loopback names by default)',
      collectHost,
    )
    .option(
      '--allow-origin <origin>',
      'answer this origin with CORS too (repeatable; default local pages and the browser extension)',
      collectOrigin,
    )
    .addOption(
      new Option(
        '--password-hash-cost <cost>',
        'scrypt cost of new password hashes: test (fast) or production (~50 ms each, to time a UI)',
      )
        .choices(PASSWORD_HASH_COSTS)
        .default('test'),
    )
    .option(
      '--print-project <public-token>',
      "print the project id and secret the test API holds for this public token as .env lines (STYTCH_PROJECT_ID, STYTCH_SECRET) for your server's Node client, and exit",
    )
    .addHelpText(
      'after',
      `
Codes and links it "sends": GET <url>/__emulator/outbox · empty the store: POST <url>/__emulator/reset
Exit codes: 0 stopped (Ctrl-C) · 1 the port or the database is in use · 2 a bad flag or an unreadable file.

Examples:
  $ stytch-widget test-api
  $ stytch-widget test-api --port 4011 --db :memory:
  $ stytch-widget test-api --seed users.json
  $ stytch-widget test-api --print-project public-token-test-… >> .env`,
    )
    .action(async (flags: TestApiCommandOptions) => {
      if (flags.printProject) {
        const { backendCredentials, credentialEnvLines } = await import('../../harness/test-api');
        const credentials = await Promise.resolve()
          .then(() => backendCredentials(flags.printProject ?? '', flags.settings))
          .catch((error: unknown) => {
            throw error instanceof UserError ? fromUserError(error, 'test-api: ') : error;
          });
        writeLines(io.stdout, credentialEnvLines(credentials));
        return;
      }
      const { server, readyLine } = await runTestApi(flags).catch((error: unknown) => {
        throw withListenFlags(error, { port: { 'test API': '--port' }, host: '--host' });
      });
      const p = paint(io.color);
      const seeded = server.seeded;
      const added = seeded ? Object.values(seeded.created).flat().length : 0;
      writeLines(io.stdout, [
        `${p.green('✔')} ${readyLine}`,
        ...(seeded ? [p.dim(`  seed: ${added} users added, ${seeded.skipped} already there`)] : []),
        ...backendCredentialLines(server.url, server.api.projects.configured()).map(p.dim),
        p.dim(`  outbox: ${server.url}/__emulator/outbox · Ctrl-C to stop`),
      ]);
      const signal = await untilStopSignal();
      await server.close();
      writeLines(io.stdout, [p.dim(`stopped (${signal})`)]);
    });
}
