import { Command, InvalidArgumentError, Option } from 'commander';
import { ListenError } from '../../harness/shared/listen-error';
import { UserError } from '../../harness/shared/user-error';
import {
  FILE_REPORTERS,
  parseReporters,
  type ReporterName,
  reporterHelp,
} from '../../harness/smoke/reporter-registry';
import { findConfig, shownPath, writeConfigLine } from '../config/find-config';
import { CliError, EXIT, fromUserError, usageError } from '../errors';
import { type Io, processIo } from '../io';
import { collectHost } from '../options/allowed-host';
import { withListenFlags } from '../servers/listen-flags';

type Smoke = typeof import('../../harness/smoke');

export interface SmokeCommandOptions {
  config?: string;
  /** `--out`; `--artifacts` is its older name. */
  out?: string;
  artifacts?: string;
  mount?: string[];
  reporter?: string[];
  retries?: number;
  workers?: number;
  shard?: string;
  timeout?: number;
  list?: boolean;
  browserWsEndpoint?: string;
  browserUrl?: string;
  host?: string;
  url?: string;
  selector?: string;
  inject?: boolean;
  passkeyRegistrationUrl?: string;
  route?: boolean;
  loggedIn?: string;
  external?: 'allow' | 'block';
  allowedHost?: string[];
  allowGap?: string[];
  fault?: string[];
  rendered?: boolean;
  /** `--start "<command>"`: the app started (and stopped) by the run. */
  start?: string;
  startTimeout?: number;
}

function count(what: string, min: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min) {
      throw new InvalidArgumentError(`expected ${what} (a whole number ≥ ${min}), got "${value}"`);
    }
    return n;
  };
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

const RUN_REPORTERS: readonly ReporterName[] = ['list', 'html'];
const MERGE_REPORTERS: readonly ReporterName[] = ['html', 'junit', 'json'];

/** The `--reporter` values as reporter names; an unknown one is a usage error. */
function checkedReporters(values: readonly string[], command: string): ReporterName[] {
  try {
    return parseReporters(values);
  } catch (error) {
    throw usageError(`${command}: ${(error as Error).message}`);
  }
}

/**
 * A harness error the user can act on, as the CLI prints it: a bad flag value, an unreadable
 * config or no browser is exit 2, a config with problems or a busy port exit 1. Anything else
 * is a bug, rethrown for the program to report.
 */
function asCliError(smoke: Smoke, error: unknown): never {
  if (error instanceof ListenError) throw withListenFlags(error, { port: {}, host: '--host' });
  if (error instanceof UserError) {
    throw fromUserError(error, error instanceof smoke.NoBrowserError ? '' : 'smoke: ');
  }
  throw error;
}

async function smokeAction(io: Io, flags: SmokeCommandOptions): Promise<void> {
  const reporters = checkedReporters(flags.reporter ?? RUN_REPORTERS, 'smoke');
  // Puppeteer and the test API load only for this command.
  const smoke = await import('../../harness/smoke');
  const source = findConfig(flags.config);
  writeConfigLine(io, source, flags.list);
  const common = {
    ...(source.kind === 'built-in' ? {} : { configPath: source.path }),
    ...(flags.mount ? { mount: flags.mount.flatMap((m) => m.split(',')) } : {}),
    ...(flags.shard ? { shard: flags.shard } : {}),
    // --url narrows the plan to the login mount (and the app's passkey page), for --list too.
    ...(flags.url || flags.passkeyRegistrationUrl ? { pages: pageFlags(flags) } : {}),
    ...(flags.loggedIn === undefined ? {} : { loggedIn: flags.loggedIn }),
    ...(flags.allowGap ? { allowGaps: flags.allowGap } : {}),
    ...(flags.fault ? { faults: flags.fault } : {}),
    ...(flags.rendered ? { rendered: true } : {}),
    ...startOption(flags),
  };
  if (flags.list) {
    const plan = await smoke.planSmoke(common).catch((error) => asCliError(smoke, error));
    for (const run of plan.runs) io.stdout.write(`${run.scenario.name}\n`);
    return;
  }
  // A site that is down would fail every scenario; say so once, before anything starts. A
  // remote browser may reach addresses this machine cannot, so only a local one is checked.
  if (
    flags.url &&
    !flags.start &&
    /^https?:\/\//i.test(flags.url) &&
    !flags.browserUrl &&
    !flags.browserWsEndpoint
  ) {
    const { checkReachable } = await import('../../harness/shared/reachable');
    await checkReachable(flags.url, '--url', {
      fix: 'Start the site first (or check the address), then run the smoke again.',
    }).catch((error) => asCliError(smoke, error));
  }
  const outDir = flags.out ?? flags.artifacts ?? smoke.defaultOutDir();
  const result = await smoke
    .runSmoke({
      ...common,
      outDir,
      reporters,
      ...(flags.retries === undefined ? {} : { retries: flags.retries }),
      ...(flags.workers === undefined ? {} : { workers: flags.workers }),
      ...(flags.timeout === undefined ? {} : { stepTimeoutMs: flags.timeout }),
      browser: {
        ...(flags.browserWsEndpoint ? { browserWSEndpoint: flags.browserWsEndpoint } : {}),
        ...(flags.browserUrl ? { browserURL: flags.browserUrl } : {}),
      },
      pages: {
        ...pageFlags(flags),
        ...(flags.host ? { host: flags.host } : {}),
        ...(flags.selector ? { selector: flags.selector } : {}),
        ...(flags.allowedHost ? { allowedHosts: flags.allowedHost } : {}),
        ...(flags.route === false ? { route: false } : {}),
        ...(flags.external ? { external: flags.external } : {}),
      },
      // The list reporter, when asked for, writes there itself (a spinner line on a TTY).
      stream: io.stdout,
    })
    .catch((error) => asCliError(smoke, error));
  for (const file of result.files) io.stdout.write(`report: ${shownPath(file)}\n`);
  if (result.failed > 0) {
    const failed = result.report.results.filter((r) => r.status === 'failed');
    const html = result.files.find((file) => file.endsWith('index.html'));
    throw new CliError(
      [
        `smoke: ${failed.length} of ${result.report.results.length} scenario(s) failed:`,
        ...failed.flatMap((r) => {
          const last = r.attempts.at(-1);
          // The last refused request is often the cause (the API said no; the page waited).
          const request = last?.failedRequests.at(-1);
          return [
            `  ${r.name}: ${last?.error ?? 'failed'}`,
            ...(request ? [`    last failed request: ${request}`] : []),
          ];
        }),
        ...(html ? [`Screenshots of each step: ${shownPath(html)}`] : []),
      ],
      EXIT.problems,
    );
  }
}

/** The flags that decide which pages the plan covers (the run's `pages` adds the others). */
function pageFlags(flags: SmokeCommandOptions) {
  return {
    ...(flags.url ? { url: flags.url } : {}),
    ...(flags.inject === false ? { inject: false } : {}),
    ...(flags.passkeyRegistrationUrl
      ? { passkeyRegistrationUrl: flags.passkeyRegistrationUrl }
      : {}),
  };
}

/** `--start` and `--start-timeout` as runSmoke's `start`; the timeout alone is a usage error. */
function startOption(flags: SmokeCommandOptions) {
  if (!flags.start) {
    if (flags.startTimeout !== undefined) throw usageError('smoke: --start-timeout needs --start');
    return {};
  }
  return {
    start: {
      command: flags.start,
      ...(flags.startTimeout === undefined ? {} : { timeoutMs: flags.startTimeout }),
    },
  };
}

function mergeCommand(io: Io): Command {
  return new Command('merge-reports')
    .description('merge the JSON reports of several smoke runs (CI shards) into one report')
    .argument('<dirs...>', 'the --out folders of the runs (each with report.json)')
    .option(
      '--reporter <names>',
      reporterHelp(
        MERGE_REPORTERS,
        FILE_REPORTERS.map((r) => r.name),
      ),
      collect,
    )
    .option('--out <dir>', 'where the merged report goes (default .stytch-widget/smoke)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .action(async (dirs: string[], flags: { reporter?: string[]; out?: string }) => {
      const reporters = checkedReporters(flags.reporter ?? MERGE_REPORTERS, 'smoke merge-reports');
      const smoke = await import('../../harness/smoke');
      const outDir = flags.out ?? smoke.defaultOutDir();
      const report = await smoke.mergeReports(dirs, outDir).catch((error: unknown) => {
        throw error instanceof UserError ? fromUserError(error, 'smoke merge-reports: ') : error;
      });
      const files = await smoke.writeReports(report, outDir, reporters);
      const failed = report.results.filter((r) => r.status === 'failed').length;
      const flaky = report.results.filter((r) => r.status === 'flaky').length;
      const passed = report.results.length - failed - flaky;
      io.stdout.write(
        `${report.results.length} scenarios from ${dirs.length} report(s): ${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ''}\n`,
      );
      for (const file of files) io.stdout.write(`report: ${shownPath(file)}\n`);
      if (failed)
        throw new CliError(`smoke merge-reports: ${failed} scenario(s) failed`, EXIT.problems);
    });
}

export function smokeCommand(io: Io = processIo()): Command {
  // merge-reports has --out and --reporter of its own: the program's positional options
  // (program.ts) make smoke's options stop at its name.
  return new Command('smoke')
    .description('log in through your widget in real Chromium against a fresh test API')
    .option(
      '--config <file>',
      'config to test (default ./stytch-widget.config.json, else the built-in email-OTP example)',
    )
    .addOption(
      new Option(
        '--mount <mode>',
        'mount mode(s) to test (repeat or comma-separate; default: all the config allows)',
      ).argParser(collect),
    )
    .option('--reporter <names>', reporterHelp(RUN_REPORTERS), collect)
    .option('--out <dir>', 'where reports and screenshots go (default .stytch-widget/smoke)')
    .addOption(new Option('--artifacts <dir>', 'the older name of --out').hideHelp())
    .option(
      '--retries <n>',
      'rerun a failed scenario up to n times; passing on a retry is flaky',
      count('a retry count', 0),
    )
    .option(
      '--workers <n>',
      'scenarios run at once, each in its own browser context (default: half the cores)',
      count('a worker count', 1),
    )
    .option('--shard <i/n>', 'run only the i-th of n stable slices of the scenarios (CI matrices)')
    .option(
      '--timeout <ms>',
      'a step (and any wait of the page) that takes longer fails (default 15000)',
      count('a timeout in milliseconds', 100),
    )
    .option('--list', 'print the scenarios the run would make, and stop')
    .option(
      '--rendered',
      'test the config on pages smoke renders from it, instead of the page files init wrote beside it (stytch-login.html, …), which plain smoke serves and tests as they are',
    )
    .option(
      '--browser-ws-endpoint <ws-url>',
      'connect to a running browser by its DevTools WebSocket',
    )
    .option('--browser-url <http-url>', 'connect to a running browser by its DevTools HTTP address')
    .option('--host <address>', 'the address the harness binds and gives the browser')
    .option(
      '--allowed-host <host>',
      "a Host name the harness's servers answer too (repeatable; loopback only by default)",
      collectHost,
    )
    .option('--url <page>', 'run the scenarios on this page, with the widget injected into it')
    .option(
      '--start <command>',
      "with --url: start your app with this shell command first (its server's Stytch client is routed to the run's test API), wait for --url, stop it at the end; implies --no-inject",
    )
    .option(
      '--start-timeout <ms>',
      'with --start: how long the app has to answer at --url (default 60000)',
      count('a timeout in milliseconds', 100),
    )
    .option('--selector <css>', 'with --url: the element the widget mounts in')
    .option('--no-inject', 'with --url: the page already embeds the widget')
    .option(
      '--passkey-registration-url <page>',
      "with --url --no-inject: your app's page where a logged-in user adds a passkey (same origin as --url); the passkey scenario logs in on --url, registers a passkey there, logs out and logs in with it",
    )
    .option(
      '--no-route',
      "with --url: send the page's calls to Stytch's real hosts instead of this run's test API",
    )
    .option(
      '--logged-in <selector-or-url>',
      "with --url --no-inject: what your app shows once logged in, waited for instead of the widget's success screen: a CSS selector, or a path or URL ('/dashboard*')",
    )
    .addOption(
      new Option(
        '--external <policy>',
        "with --url: requests to hosts that are neither Stytch's nor this machine's nor the page's: allow or block (aborted, listed in the report); default block when CI is set, else allow. Stytch's own hosts are always answered by the test API or blocked",
      ).choices(['allow', 'block']),
    )
    .option(
      '--allow-gap <"METHOD path">',
      'with --url: a Stytch call the test API does not answer that you accept (repeatable; * matches anything): listed in the report, never failing a scenario',
      collect,
    )
    .option(
      '--fault <"METHOD path status [error_type]">',
      "every matching call of the run's test API fails with that status (repeatable; * matches anything): rehearse how your page copes with the API refusing",
      collect,
    )
    .addHelpText(
      'after',
      `
Exit codes: 0 every scenario passed (or was flaky) · 1 a scenario failed, the config has problems, or the --url site does not answer · 2 usage error, unreadable file or no browser.

Examples:
  $ stytch-widget smoke
  $ stytch-widget smoke --config stytch-widget.config.json --mount login
  $ stytch-widget smoke --reporter list,junit,html --out smoke-report --retries 1
  $ stytch-widget smoke --fault 'POST /sdk/v1/otps/sms/login_or_create 400 invalid_phone_number'
  $ stytch-widget smoke --reporter json --shard 2/3 --out shard-2
  $ stytch-widget smoke merge-reports shard-1 shard-2 shard-3 --out smoke-report
  $ stytch-widget smoke --url http://localhost:5173/login --selector '#login'
  $ stytch-widget smoke --url http://localhost:3000/login --no-inject --config stytch-widget.config.json
  $ stytch-widget smoke --url http://localhost:3000/ --no-inject --config app.config.json --logged-in '#account'
  $ stytch-widget smoke --url http://localhost:3000/ --no-inject --passkey-registration-url http://localhost:3000/passkeys --config app.config.json --logged-in '#account'
  $ stytch-widget smoke --start "node server.js" --url http://localhost:3000/ --config app.config.json --logged-in '#account'

With --url, the page's calls to Stytch (test.stytch.com, api.stytch.com, web.stytch.com, js.stytch.com, telemetry.stytch.com, elements.stytch.com) are answered by the run's test API; a call it cannot answer fails the scenario naming it when the scenario's flow needs it, and is listed in the report otherwise (--allow-gap accepts a known one). With --start, the app's server gets NODE_OPTIONS=--import <stytch-widget/node-hook> and STYTCH_WIDGET_TEST_API_URL, so its official stytch client talks to the same test API; its .env needs the test project's credentials: stytch-widget test-api --print-project <public-token>.
  $ stytch-widget smoke --browser-url http://127.0.0.1:9222
  $ stytch-widget smoke --browser-ws-endpoint ws://browser:3000 --host 0.0.0.0`,
    )
    .action(async (flags: SmokeCommandOptions) => smokeAction(io, flags))
    .addCommand(mergeCommand(io));
}
