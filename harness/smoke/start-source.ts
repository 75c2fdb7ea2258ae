import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { NODE_HOOK_FILE, nodeOptionsWithHook, TEST_API_URL_ENV } from '../routing';
import { fromPackageRoot } from '../shared/package-root';
import { UserError } from '../shared/user-error';
import type { PageSourceOptions } from './page-source';
import { type StartedApp, startApp } from './start-app';

/** `--start`: the customer's whole app, started by the run (`start-app.ts`). */
export interface SmokeStartOptions {
  /** The shell command line that starts the app (`node server.js`, `npm start`). */
  command: string;
  /** How long the app has to answer at the page's URL (`--start-timeout`; default 60 s). */
  timeoutMs?: number;
  /** Where the command runs (default this process's folder, where its `.env` usually is). */
  cwd?: string;
  /** Stop the app and exit on Ctrl-C (SIGINT, SIGTERM, SIGHUP); default true. */
  handleSignals?: boolean;
}

type Pages = Omit<PageSourceOptions, 'config' | 'testApiUrl'>;

/**
 * The pages of a run with `start`: the started app is the customer's own, which embeds its
 * login, so the widget is not injected unless `selector` places it (`--start` implies
 * `--no-inject`). `start` needs `url`: the address the app answers at.
 */
export function pagesForStart(pages: Pages | undefined, start: SmokeStartOptions | undefined) {
  if (!start) return pages;
  if (!pages?.url) {
    throw new UserError(
      '--start needs --url <page>: the address of the page the started app serves (it is waited for, then tested)',
    );
  }
  if (pages.inject !== undefined || pages.selector) return pages;
  return { ...pages, inject: false };
}

/** The hook's file URL in this package (built into dist/). */
function hookUrl(): string {
  const file = fromPackageRoot(NODE_HOOK_FILE);
  if (!existsSync(file)) {
    throw new UserError(`--start: the Node hook ${file} is missing.`, {
      fix: 'Build the package first (npm run build).',
    });
  }
  return pathToFileURL(file).href;
}

/**
 * Starts the app with the Node hook in its NODE_OPTIONS and the run's test API in
 * STYTCH_WIDGET_TEST_API_URL, so its official `stytch` client talks to that API whatever `env`
 * it was built with; resolves once `url` answers.
 */
export function startCustomerApp(
  start: SmokeStartOptions,
  url: string,
  testApiUrl: string,
): Promise<StartedApp> {
  return startApp({
    command: start.command,
    url,
    ...(start.timeoutMs === undefined ? {} : { timeoutMs: start.timeoutMs }),
    ...(start.cwd ? { cwd: start.cwd } : {}),
    ...(start.handleSignals === undefined ? {} : { handleSignals: start.handleSignals }),
    env: {
      [TEST_API_URL_ENV]: testApiUrl,
      NODE_OPTIONS: nodeOptionsWithHook(hookUrl(), process.env.NODE_OPTIONS),
    },
  });
}
