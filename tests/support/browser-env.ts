import { rm } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { onTestFinished } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
import {
  type PageResponse,
  type PageRoute,
  type RunningPageServer,
  startPageServer,
} from '../../harness/shared/page-server';
import { snippetPage } from '../../harness/shared/snippet-page';
import { type RunningTestApi, type StartOptions, startTestApi } from '../../harness/test-api';
import type { ConfigFile } from '../../widget/config/schema';
import { buildReactHost, REACT_HOST_PATH } from './react-host';

export interface BrowserEnv {
  api: RunningTestApi;
  pages: RunningPageServer;
  browser: Browser;
  /** A fresh incognito page (own cookies and storage) for one test. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Closes a test's context when the test ends: a page left open keeps its timers and animations
 * (a countdown, a spinner) running on the CPU the next tests need. A page opened outside a test
 * (in a hook) stays until the env closes.
 */
function closeWhenTestEnds(context: BrowserContext): void {
  try {
    onTestFinished(() => context.close().catch(() => undefined));
  } catch {
    // Not inside a test: the env's close takes it.
  }
}

/**
 * One test API (in memory), one page server with the given pages, one Chromium; every
 * test gets its own incognito context. Everything binds 127.0.0.1 on free ports.
 */
export async function startBrowserEnv(
  pagesFor: (
    apiUrl: string,
  ) =>
    | Promise<Record<string, string | PageResponse | PageRoute>>
    | Record<string, string | PageResponse | PageRoute>,
  options: {
    extraStatic?: Record<string, string>;
    api?: StartOptions;
    /** Build the React host app and serve it, for `reactHostPage` pages (both builds). */
    reactHost?: { development?: boolean };
    /** Chromium itself rather than its headless shell (launchBrowser's `headlessShell: false`). */
    fullChromium?: boolean;
  } = {},
): Promise<BrowserEnv> {
  const reactHostDir = options.reactHost ? await buildReactHost(options.reactHost) : undefined;
  const extraStatic = reactHostDir
    ? { ...options.extraStatic, [REACT_HOST_PATH]: reactHostDir }
    : options.extraStatic;
  const api = await startTestApi({ ...options.api, port: 0, db: ':memory:' });
  const pages = await startPageServer({
    pages: await pagesFor(api.url),
    staticDir: fromPackageRoot('dist'),
    extraStatic,
  });
  let launched: LaunchedBrowser;
  try {
    launched = await launchBrowser(options.fullChromium ? { headlessShell: false } : {});
  } catch (error) {
    await pages.close();
    await api.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  return {
    api,
    pages,
    browser: launched.browser,
    async newPage() {
      const context = await launched.browser.createBrowserContext();
      contexts.push(context);
      closeWhenTestEnds(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => process.stderr.write(`[pageerror] ${String(error)}\n`));
      return page;
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await launched.close();
      await pages.close();
      await api.close();
      // The React host build is the file's own: nothing of it outlives the file.
      if (reactHostDir) await rm(reactHostDir, { recursive: true, force: true });
    },
  };
}

/** A browser env with one page at `/`: the embed snippet mounting `config` against the env's API. */
export function startSnippetEnv(config: Omit<ConfigFile, 'apiUrl'>): Promise<BrowserEnv> {
  return startBrowserEnv(async (apiUrl) => ({ '/': await snippetPage({ ...config, apiUrl }) }));
}
