import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ConfigFile } from '../../widget/config/schema';
import { defaultDevConfig } from '../shared/default-config';
import { loadConfigFile } from '../shared/load-config';
import { UserError } from '../shared/user-error';
import { allowConfigRedirects, type FaultSpec, startTestApi } from '../test-api';
import { appPasskeyRegistrationPage } from './app-passkey-page';
import { acquireBrowser, type BrowserSourceOptions } from './browser-source';
import { parseFaultFlag } from './fault-flag';
import { modesOnPages, type PageSourceOptions, servePages } from './page-source';
import { uiText } from './pages/ui-text';
import { ListReporter, type ListStream } from './report/list';
import { type ReporterName, reporterNamed } from './report/reporters';
import { countResults, type SmokeReport } from './report/types';
import { clearPreviousRun, writeReports } from './report/write';
import { executeRuns } from './runner/execute';
import { type AllowedGap, parseAllowedGap } from './runner/gaps';
import {
  type PlannedRun,
  parseShard,
  planRuns,
  resolveMountModes,
  type Shard,
  shardRuns,
} from './runner/plan';
import { STEP_TIMEOUT_MS } from './runner/steps';
import { scenarios as registry } from './scenarios';
import { type LoggedInState, parseLoggedIn } from './scenarios/logged-in';
import type { Scenario } from './scenarios/types';
import { testApiReach } from './serve-address';
import { checkServedPages, type ServedFolder, servedFolderOf, serveFolder } from './served-folder';
import { pagesForStart, type SmokeStartOptions, startCustomerApp } from './start-source';

export interface SmokeOptions {
  /** A stytch-widget.config.json; default: the dev config (email OTP). */
  configPath?: string;
  /** Where the reports and screenshots go; default `.stytch-widget/smoke/` in the cwd. */
  outDir?: string;
  /** The former name of `outDir`. */
  artifactsDir?: string;
  /** `--mount` values (`login`, `reset-password`, `passkey-registration`, `all`); default all. */
  mount?: readonly string[];
  /** Default: `list` and `html`. */
  reporters?: readonly ReporterName[];
  /** Reruns of a failed scenario; one that passes on a retry is flaky. Default 0. */
  retries?: number;
  /** Scenarios at once, each in its own context of one browser; default half the cores. */
  workers?: number;
  /** Only this slice of the plan (`2/3`). */
  shard?: Shard | string;
  /** The scenario registry; default every shipped scenario. */
  scenarios?: readonly Scenario[];
  browser?: BrowserSourceOptions;
  pages?: Omit<PageSourceOptions, 'config' | 'testApiUrl'>;
  /**
   * Starts the customer's whole app (`--start`) before the run and stops it after: it needs
   * `pages.url`, and implies `pages.inject: false` unless `pages.selector` is given.
   */
  start?: SmokeStartOptions;
  stepTimeoutMs?: number;
  /**
   * Test the config on pages the harness renders from it (`--rendered`), even where `init`
   * wrote page files beside the config (which plain `smoke` serves and tests as they are).
   */
  rendered?: boolean;
  /**
   * With `pages.url`: what the app shows once logged in, waited for after each login instead of
   * the widget's success screen (a CSS selector, or a path or URL pattern; `--logged-in`).
   */
  loggedIn?: string;
  scenarioTimeoutMs?: number;
  /**
   * `--allow-gap` values (`"GET /sdk/v1/users/me"`, `*` matching anything): calls the test API
   * does not answer that the user accepts; listed in the report, never failing a scenario.
   */
  allowGaps?: readonly string[];
  /**
   * `--fault` values (`"POST /sdk/v1/otps/sms/login_or_create 400 invalid_phone_number"`): every
   * matching call of the run's test API fails so, to rehearse how the page copes.
   */
  faults?: readonly string[];
  /** The terminal, for the list reporter when it is asked for (a spinner line on a TTY). */
  stream?: ListStream;
  /** Every plain line of the list reporter. */
  log?: (line: string) => void;
}

export interface SmokeResult {
  passed: number;
  failed: number;
  flaky: number;
  lines: string[];
  report: SmokeReport;
  /** The report files written. */
  files: string[];
}

export function defaultWorkers(): number {
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

export function defaultOutDir(): string {
  return join(process.cwd(), '.stytch-widget', 'smoke');
}

/** The config and the runs a smoke run would make, without starting anything. */
export async function planSmoke(
  options: Pick<
    SmokeOptions,
    | 'configPath'
    | 'mount'
    | 'shard'
    | 'scenarios'
    | 'pages'
    | 'loggedIn'
    | 'allowGaps'
    | 'faults'
    | 'rendered'
    | 'start'
  > = {},
): Promise<{
  config: ConfigFile | undefined;
  runs: PlannedRun[];
  shard: Shard | undefined;
  loggedIn: LoggedInState | undefined;
  allowedGaps: AllowedGap[];
  faults: FaultSpec[];
  /** The customer's page files, served as they are (none with `--url` or `--rendered`). */
  served: ServedFolder | undefined;
}> {
  const pages = pagesForStart(options.pages, options.start);
  const loggedIn = loggedInState({ ...options, ...(pages ? { pages } : {}) });
  const allowedGaps = (options.allowGaps ?? []).map(parseAllowedGap);
  const faults = (options.faults ?? []).map(parseFaultFlag);
  const config = options.configPath ? await loadConfigFile(options.configPath) : undefined;
  // Which scenarios apply depends on the products only, not on where the API runs.
  const planned = config ?? defaultDevConfig('http://localhost');
  const served = pages?.url || options.rendered ? undefined : servedFolderOf(options.configPath);
  appPasskeyRegistrationPage(pages, planned);
  const allowed = modesOnPages(resolveMountModes(planned, options.mount), pages);
  // On the customer's pages, the modes that have a page file.
  const modes = served
    ? allowed.filter((mode) => served.pages.some((page) => page.mountMode === mode))
    : allowed;
  const shard = typeof options.shard === 'string' ? parseShard(options.shard) : options.shard;
  // An app that embeds its own login may show the provider's prebuilt UI, not this widget.
  const pageKind = pages?.url && pages.inject === false ? 'app' : 'harness';
  const runs = shardRuns(planRuns(options.scenarios ?? registry, modes, planned, pageKind), shard);
  return { config, runs, shard, loggedIn, allowedGaps, faults, served };
}

/** `--logged-in`, checked before anything starts: it describes the customer's own app. */
function loggedInState(options: Pick<SmokeOptions, 'pages' | 'loggedIn'>) {
  if (options.loggedIn === undefined) return undefined;
  if (!options.pages?.url || options.pages.inject !== false) {
    throw new UserError(
      "--logged-in describes your own app's logged-in page: use it with --url <app> --no-inject",
    );
  }
  return parseLoggedIn(options.loggedIn);
}

/**
 * Runs in real Chromium, against a fresh in-memory test API, every scenario of the mount modes
 * the config allows that its products make meaningful, each in its own incognito context, on
 * `workers` contexts at once, and writes the reports asked for.
 */
export async function runSmoke(given: SmokeOptions = {}): Promise<SmokeResult> {
  const pagesOption = pagesForStart(given.pages, given.start);
  const options = { ...given, ...(pagesOption ? { pages: pagesOption } : {}) };
  const lines: string[] = [];
  const reporters = options.reporters ?? ['list', 'html'];
  // The lines are always kept (the result's `lines`); the terminal sees them when a terminal
  // reporter was asked for.
  const toTerminal = reporters.some((name) => reporterNamed(name).kind === 'terminal');
  const list = new ListReporter(toTerminal ? options.stream : undefined, (line) => {
    lines.push(line);
    options.log?.(line);
  });
  // The config and the plan are checked before anything starts, so a bad one leaves nothing behind.
  const {
    config: fileConfig,
    runs,
    shard,
    loggedIn,
    allowedGaps,
    faults,
    served,
  } = await planSmoke(options);
  // A page that no longer says what the config says is refused before anything starts.
  if (served && fileConfig && options.configPath) {
    await checkServedPages(served, fileConfig, options.configPath);
  }
  const outDir = options.outDir ?? options.artifactsDir ?? defaultOutDir();
  await clearPreviousRun(outDir);
  const startedAt = new Date();
  // Whatever started is closed in reverse order, whether a later start or a scenario failed.
  const running: { close(): Promise<void> }[] = [];
  let report: SmokeReport;
  try {
    // --host, --url and --no-inject decide where the API listens and which pages may call it.
    const reach = testApiReach({
      ...options.pages,
      ...(fileConfig?.apiUrl ? { configApiUrl: fileConfig.apiUrl } : {}),
    });
    const api = await startTestApi({
      port: reach.port ?? 0,
      host: reach.host,
      allowedOrigins: reach.allowedOrigins,
      ...(options.pages?.allowedHosts ? { allowedHosts: options.pages.allowedHosts } : {}),
      db: ':memory:',
      ...(fileConfig ? { projects: allowConfigRedirects(fileConfig) } : {}),
    });
    running.push(api);
    for (const fault of faults) api.api.faults.add(fault);
    // The app's server talks to this API from the start: its calls to Stytch are routed there.
    if (options.start && options.pages?.url) {
      running.push(await startCustomerApp(options.start, options.pages.url, api.url));
    }
    const apiUrl = reach.advertisedUrl(api.port);
    const config = { ...(fileConfig ?? defaultDevConfig(apiUrl)), apiUrl };
    // Routed calls are forwarded from this process, so the API's own address serves them
    // wherever the browser runs.
    const pages = served
      ? await serveFolder(served, {
          ...options.pages,
          testApiUrl: api.url,
          ...(fileConfig?.apiUrl ? { pageApiUrl: fileConfig.apiUrl } : {}),
        })
      : await servePages({ ...options.pages, config, testApiUrl: api.url });
    if (served) {
      list.line(
        `Testing the pages in ${served.dir} as served: ${served.pages.map((page) => page.file).join(', ')}`,
      );
    }
    running.push(pages);
    const launched = await acquireBrowser(options.browser ?? {});
    running.push(launched);
    if (!runs.length) list.line('No smoke scenario applies to this config yet.');
    list.begin(runs.length);
    const results = await executeRuns(runs, {
      browser: launched.browser,
      pageUrls: pages.pageUrls,
      apiUrl: api.url,
      publicToken: config.publicToken,
      // The page objects find the widget's elements by their names in its language.
      t: uiText(config.locale),
      ...(pages.followRedirects ? { followRedirects: true } : {}),
      ...(loggedIn ? { loggedIn } : {}),
      ...(allowedGaps.length ? { allowedGaps } : {}),
      outDir,
      stepTimeoutMs: options.stepTimeoutMs ?? STEP_TIMEOUT_MS,
      scenarioTimeoutMs: options.scenarioTimeoutMs ?? 180_000,
      ...(pages.preparePage
        ? { preparePage: (page) => pages.preparePage?.(page) ?? Promise.resolve() }
        : {}),
      ...(pages.routePage
        ? {
            routePage: (page, onGap) =>
              pages.routePage?.(page, onGap) ?? Promise.reject(new Error('no routing')),
          }
        : {}),
      ...(pages.explainFailure
        ? { explainFailure: (page) => pages.explainFailure?.(page) ?? Promise.resolve(undefined) }
        : {}),
      workers: options.workers ?? defaultWorkers(),
      retries: options.retries ?? 0,
      onStart: (run) => list.scenarioStarted(run.scenario.name),
      onEnd: (result) => list.scenarioEnded(result),
    });
    report = {
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      shards: shard ? [`${shard.index}/${shard.count}`] : [],
      results,
    };
    list.end(results);
  } finally {
    await closeAll(running.reverse());
  }
  const files = await writeReports(report, outDir, reporters);
  const counts = countResults(report.results);
  return {
    passed: counts.passed,
    failed: counts.failed,
    flaky: counts.flaky,
    lines,
    report,
    files,
  };
}

/** Closes each in turn, carrying on past one that fails, then rethrows the first failure. */
async function closeAll(resources: readonly { close(): Promise<void> }[]): Promise<void> {
  const failures: unknown[] = [];
  for (const resource of resources) await resource.close().catch((error) => failures.push(error));
  if (failures.length) throw failures[0];
}
