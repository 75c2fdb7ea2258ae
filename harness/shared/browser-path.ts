import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { delimiter, join, posix, win32 } from 'node:path';
import { UserError } from './user-error';

/** The fixes a person can pick from when no browser is found (two lines, so three in all). */
export const BROWSER_FIXES: readonly string[] = [
  'Install Google Chrome, Chromium or Microsoft Edge (`apt-get install -y chromium`, or `npx @puppeteer/browsers install chrome@stable`),',
  'or set PUPPETEER_EXECUTABLE_PATH to one, or connect to a running one: --browser-url http://… or --browser-ws-endpoint ws://….',
];

/**
 * No browser to launch or connect to. `exitCode` 2: the run could not start (a setup problem, not a failed
 * scenario); `lines` is the message and its fixes, one line each, for the CLI to print.
 */
export class NoBrowserError extends UserError {
  readonly exitCode = 2;

  constructor(first: string, fixes: readonly string[] = BROWSER_FIXES, cause?: unknown) {
    super(first, {
      kind: 'input',
      ...(fixes.length ? { fix: fixes.map((fix) => `  ${fix}`).join('\n') } : {}),
      ...(cause === undefined ? {} : { cause }),
    });
    this.name = 'NoBrowserError';
  }
}

/** Where a browser came from, so a run can say which one it drives. */
export type BrowserSource =
  | 'PUPPETEER_EXECUTABLE_PATH'
  | 'CHROME_PATH'
  | 'puppeteer package'
  | 'puppeteer cache'
  | 'system';

export interface FoundBrowser {
  executablePath: string;
  source: BrowserSource;
}

export interface BrowserLookup {
  env?: NodeJS.ProcessEnv;
  /** Where the customer's own `puppeteer` package is looked for (default: process.cwd()). */
  cwd?: string;
  platform?: NodeJS.Platform;
  /** Whether a file exists (tests pass a fake filesystem). */
  exists?: (path: string) => boolean;
  /** Replaces the OS's usual browser locations (tests: none, or a fake one). */
  systemLocations?: readonly string[];
}

/**
 * Replaces the OS's usual locations, for tests and unusual installs: a list separated like
 * PATH (an empty value searches none).
 */
export const SYSTEM_LOCATIONS_ENV = 'STYTCH_WIDGET_BROWSER_LOCATIONS';

/**
 * The browser to launch, in order: PUPPETEER_EXECUTABLE_PATH, CHROME_PATH, the customer's own
 * `puppeteer` package's browser (only if already downloaded), a browser in Puppeteer's cache,
 * then the usual Chrome, Chromium and Edge locations of the OS. Never downloads anything.
 * Connecting to a running browser (--browser-ws-endpoint/--browser-url) comes before all of
 * these and is browser-source.ts's business.
 */
export async function findBrowser(lookup: BrowserLookup = {}): Promise<FoundBrowser> {
  const env = lookup.env ?? process.env;
  const exists = lookup.exists ?? existsSync;
  for (const name of ['PUPPETEER_EXECUTABLE_PATH', 'CHROME_PATH'] as const) {
    const path = env[name];
    if (!path) continue;
    // A path the person chose that is wrong is their typo to fix, not a reason to pick another.
    if (!exists(path)) throw new NoBrowserError(`${name} is set to ${path}, which does not exist.`);
    return { executablePath: path, source: name };
  }
  const fromPackage = puppeteerPackageBrowser(lookup.cwd ?? process.cwd());
  if (fromPackage && exists(fromPackage)) {
    return { executablePath: fromPackage, source: 'puppeteer package' };
  }
  const cached = await cachedBrowser(env, exists);
  if (cached) return { executablePath: cached, source: 'puppeteer cache' };
  const system =
    lookup.systemLocations ??
    (env[SYSTEM_LOCATIONS_ENV] !== undefined
      ? (env[SYSTEM_LOCATIONS_ENV] as string).split(delimiter).filter(Boolean)
      : systemBrowserLocations(lookup.platform ?? process.platform, env));
  const found = system.find((path) => exists(path));
  if (found) return { executablePath: found, source: 'system' };
  throw new NoBrowserError('No Chrome, Chromium or Edge found to run the smoke scenarios.');
}

/**
 * Chromium's headless shell for headless runs: `off` (or `0`) never, a path that one, unset the
 * usual places. It is the same engine without the desktop browser around it (the build
 * Playwright runs headless), and a smoke scenario costs about half the CPU in it.
 */
export const HEADLESS_SHELL_ENV = 'STYTCH_WIDGET_HEADLESS_SHELL';

/**
 * The headless shell to launch for a headless run, if any: none when the person chose a browser
 * (PUPPETEER_EXECUTABLE_PATH, CHROME_PATH) or turned it off; else the one HEADLESS_SHELL_ENV
 * names, one in Puppeteer's cache (`npx @puppeteer/browsers install chrome-headless-shell`), or
 * the OS's (`apt-get install chromium-headless-shell`). Never downloads anything.
 */
export async function findHeadlessShell(lookup: BrowserLookup = {}): Promise<string | undefined> {
  const env = lookup.env ?? process.env;
  const exists = lookup.exists ?? existsSync;
  const wanted = env[HEADLESS_SHELL_ENV];
  if (wanted === 'off' || wanted === '0') return undefined;
  if (wanted) {
    if (!exists(wanted)) {
      throw new NoBrowserError(`${HEADLESS_SHELL_ENV} is set to ${wanted}, which does not exist.`);
    }
    return wanted;
  }
  if (env.PUPPETEER_EXECUTABLE_PATH || env.CHROME_PATH) return undefined;
  const cached = await cachedBrowser(env, exists, 'chrome-headless-shell');
  if (cached) return cached;
  const system =
    lookup.systemLocations ??
    (env[SYSTEM_LOCATIONS_ENV] !== undefined
      ? []
      : headlessShellLocations(lookup.platform ?? process.platform, env));
  return system.find((path) => exists(path));
}

/** Where the OS packages put Chromium's headless shell (Debian's binary before its wrapper). */
export function headlessShellLocations(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  if (platform === 'win32' || platform === 'darwin') return [];
  const fixed = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) =>
      ['chromium-headless-shell', 'chrome-headless-shell'].map((name) => posix.join(dir, name)),
    );
  return [...fixed, ...onPath.filter((path) => !fixed.includes(path))];
}

/** Just the path; see findBrowser. */
export async function resolveBrowserPath(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return (await findBrowser({ env })).executablePath;
}

interface PuppeteerLike {
  executablePath?: () => string;
  default?: { executablePath?: () => string };
}

/**
 * The browser the customer's `puppeteer` (the full package, which downloads Chrome at its own
 * install) would launch, resolved from their project. Asking for the path downloads nothing.
 */
function puppeteerPackageBrowser(cwd: string): string | undefined {
  try {
    const require = createRequire(join(cwd, 'package.json'));
    const puppeteer = require('puppeteer') as PuppeteerLike;
    const executablePath = puppeteer.executablePath ?? puppeteer.default?.executablePath;
    return executablePath?.call(puppeteer.default ?? puppeteer);
  } catch {
    // Not installed, or it cannot tell: the next place is tried.
    return undefined;
  }
}

/**
 * A Chrome or Chromium (or, asked for, the headless shell) in Puppeteer's cache
 * (PUPPETEER_CACHE_DIR, default ~/.cache/puppeteer).
 */
async function cachedBrowser(
  env: NodeJS.ProcessEnv,
  exists: (path: string) => boolean,
  kind: 'browser' | 'chrome-headless-shell' = 'browser',
): Promise<string | undefined> {
  try {
    const { getInstalledBrowsers } = await import('@puppeteer/browsers');
    const cacheDir = env.PUPPETEER_CACHE_DIR ?? join(env.HOME ?? homedir(), '.cache', 'puppeteer');
    const installed = await getInstalledBrowsers({ cacheDir });
    const wanted: string[] = kind === 'browser' ? ['chrome', 'chromium'] : [kind];
    return installed.find(
      (browser) => wanted.includes(browser.browser) && exists(browser.executablePath),
    )?.executablePath;
  } catch {
    // No readable cache.
    return undefined;
  }
}

/** The usual install locations of Chrome, then Chromium, then Edge, on each OS. */
export function systemBrowserLocations(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter(
      (root): root is string => Boolean(root),
    );
    const under = (...parts: string[]) => roots.map((root) => win32.join(root, ...parts));
    return [
      ...under('Google', 'Chrome', 'Application', 'chrome.exe'),
      ...under('Chromium', 'Application', 'chrome.exe'),
      ...under('Microsoft', 'Edge', 'Application', 'msedge.exe'),
    ];
  }
  if (platform === 'darwin') {
    const apps = ['/Applications', posix.join(env.HOME ?? homedir(), 'Applications')];
    const app = (bundle: string, binary: string) =>
      apps.map((dir) => posix.join(dir, `${bundle}.app`, 'Contents', 'MacOS', binary));
    return [
      ...app('Google Chrome', 'Google Chrome'),
      ...app('Chromium', 'Chromium'),
      ...app('Microsoft Edge', 'Microsoft Edge'),
    ];
  }
  // Linux and the other Unixes: the package managers' locations, then whatever PATH has.
  const names = [
    'google-chrome-stable',
    'google-chrome',
    'chromium',
    'chromium-browser',
    'microsoft-edge-stable',
    'microsoft-edge',
  ];
  const fixed = [
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/opt/google/chrome/chrome',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/microsoft-edge-stable',
    '/usr/bin/microsoft-edge',
    '/opt/microsoft/msedge/msedge',
  ];
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => names.map((name) => posix.join(dir, name)));
  return [...fixed, ...onPath.filter((path) => !fixed.includes(path))];
}
