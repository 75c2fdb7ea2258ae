import { Command, Option } from 'commander';
import { ListenError } from '../../harness/shared/listen-error';
import { findConfig, writeConfigLine } from '../config/find-config';
import { CliError, EXIT } from '../errors';
import { type Io, paint, processIo, writeLines } from '../io';
import { collectOrigin } from '../options/allow-origin';
import { collectHost } from '../options/allowed-host';
import { parsePort } from '../options/port';
import { withListenFlags } from '../servers/listen-flags';
import { untilStopSignal } from '../servers/until-signal';
import { openDevSite, parseSiteUrl } from './extension';

export interface DevCommandOptions {
  port?: number;
  apiPort?: number;
  /** The config the dev page mounts; default ./stytch-widget.config.json if present. */
  config?: string;
  db?: string;
  /** Host names answered besides loopback (DNS rebinding protection). */
  allowedHost?: string[];
  /** A site to open in Chromium with the browser extension (its origin may call the test API). */
  url?: string;
  /** More origins the test API answers with CORS (a site the extension mounts the widget on). */
  allowOrigin?: string[];
}

export async function runDev(options: DevCommandOptions = {}) {
  const { startDev } = await import('../../harness/dev');
  return startDev({
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...(options.apiPort !== undefined ? { apiPort: options.apiPort } : {}),
    ...(options.config ? { configPath: options.config } : {}),
    ...(options.db ? { dbPath: options.db } : {}),
    ...(options.allowedHost ? { allowedHosts: options.allowedHost } : {}),
    allowedOrigins: [
      ...(options.allowOrigin ?? []),
      ...(options.url ? [new URL(options.url).origin] : []),
    ],
  });
}

/**
 * The dev page's port is the `--url` site's own (a site on 3000, dev's default): says so, as
 * "already in use" alone reads as if something unknown held it.
 */
function siteOnDevPort(error: unknown, site: string | undefined): CliError | null {
  if (!site || !(error instanceof ListenError) || error.code !== 'EADDRINUSE') return null;
  if (error.role !== 'page server') return null;
  const url = new URL(site);
  const sitePort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (sitePort !== error.port) return null;
  return new CliError(
    [
      `Port ${error.port} is your --url site's (${url.origin}): the dev page cannot listen there too.`,
      'Pass another --port for the dev page (0 picks a free one).',
    ],
    EXIT.problems,
    { cause: error },
  );
}

export function devCommand(io: Io = processIo()): Command {
  return new Command('dev')
    .description('start the local test API and a dev page showing the widget, until Ctrl-C')
    .addOption(new Option('--port <n>', 'port of the dev page (default 3000)').argParser(parsePort))
    .addOption(
      new Option('--api-port <n>', 'port of the test API (default 4010)').argParser(parsePort),
    )
    .option(
      '--config <file>',
      'config to mount (default ./stytch-widget.config.json, else the built-in email-OTP example)',
    )
    .option('--db <file>', 'SQLite file of the test API, or :memory:')
    .option(
      '--allowed-host <host>',
      'answer this Host name too (repeatable; only loopback names by default)',
      collectHost,
    )
    .option(
      '--allow-origin <origin>',
      'let this origin call the test API too (repeatable; --url adds its site)',
      collectOrigin,
    )
    .addOption(
      new Option('--url <site>', 'open Chromium with the browser extension on this site').argParser(
        parseSiteUrl,
      ),
    )
    .addHelpText(
      'after',
      `
The dev page shows the outbox of the test API, so you can log in with the codes and links it "sends".
--url opens Chromium (a fresh profile, deleted on Ctrl-C) with the extension pinned and its panel set to this dev.
Exit codes: 0 stopped (Ctrl-C) · 1 a port or the database in use, a config with problems, a --url site that does not answer · 2 a bad flag or an unreadable file.

Examples:
  $ stytch-widget dev
  $ stytch-widget dev --config web/stytch-widget.config.json --port 3001 --api-port 4011
  $ stytch-widget dev --url http://localhost:5173   # your site, with the extension loaded`,
    )
    .action(async (flags: DevCommandOptions) => {
      if (flags.url) {
        const { checkReachable } = await import('../../harness/shared/reachable');
        await checkReachable(flags.url, '--url', {
          fix: 'Start your site first (or check the address), then run `stytch-widget dev --url` again.',
        });
      }
      const source = findConfig(flags.config);
      writeConfigLine(io, source);
      const dev = await runDev({
        ...flags,
        ...(source.kind === 'built-in' ? {} : { config: source.path }),
      }).catch((error: unknown) => {
        throw (
          siteOnDevPort(error, flags.url) ??
          withListenFlags(error, {
            port: { 'test API': '--api-port', 'page server': '--port' },
          })
        );
      });
      const p = paint(io.color);
      writeLines(io.stdout, [
        `${p.green('✔')} dev page:  ${p.cyan(dev.url)}`,
        `${p.green('✔')} test API:  ${p.cyan(dev.apiUrl)}`,
        ...(dev.resetPageUrl
          ? [
              `${p.green('✔')} reset page: ${p.cyan(dev.resetPageUrl)} ${p.dim('(password reset links land here)')}`,
            ]
          : []),
        ...(dev.passkeysPageUrl
          ? [
              `${p.green('✔')} passkeys:  ${p.cyan(dev.passkeysPageUrl)} ${p.dim('(register passkeys once logged in on the dev page)')}`,
            ]
          : []),
        p.dim('  Ctrl-C to stop'),
      ]);
      // Listened for before the browser opens: Ctrl-C while it starts still closes it.
      const stopped = untilStopSignal();
      let closeSite: () => Promise<void> = async () => undefined;
      try {
        if (flags.url) {
          closeSite = await openDevSite(io, flags.url, {
            configText: dev.configText,
            apiUrl: dev.apiUrl,
            devUrl: dev.url,
          });
        }
      } catch (error) {
        // No browser to open the site in: stop the servers, then say why.
        await dev.close();
        throw error;
      }
      await stopped;
      await closeSite();
      await dev.close();
    });
}
