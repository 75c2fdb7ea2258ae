import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromPackageRoot } from '../package-root';
import { allowConfigRedirects } from '../shared/config-redirect-urls';
import { defaultDevConfig } from '../shared/default-config';
import { loadConfigFile } from '../shared/load-config';
import { startPageServer } from '../shared/page-server';
import { startTestApi } from '../test-api';
import { launchBrowser } from './launch';
import { mountPages } from './mount-pages';
import { scenarios } from './scenarios';
import { selectScenarios } from './scenarios/select';

export interface SmokeOptions {
  /** A stytch-widget.config.json; default: the dev config (email OTP). */
  configPath?: string;
  /** Where failure screenshots and console logs go. */
  artifactsDir?: string;
  log?: (line: string) => void;
}

export interface SmokeResult {
  passed: number;
  failed: number;
  lines: string[];
}

/**
 * Serves the embed snippet of each mount mode for the config, and runs in real Chromium,
 * against a fresh in-memory test API, every scenario of those modes that the config's products
 * make meaningful, each in its own incognito context.
 */
export async function runSmoke(options: SmokeOptions = {}): Promise<SmokeResult> {
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    options.log?.(line);
  };
  // The config is read and checked before anything starts, so a bad one leaves nothing behind.
  const fileConfig = options.configPath ? await loadConfigFile(options.configPath) : undefined;
  // Whatever started is closed in reverse order, whether a later start or a scenario failed.
  const running: { close(): Promise<void> }[] = [];
  let passed = 0;
  let failed = 0;
  try {
    const api = await startTestApi({
      port: 0,
      db: ':memory:',
      ...(fileConfig ? { projects: allowConfigRedirects(fileConfig) } : {}),
    });
    running.push(api);
    const config = { ...(fileConfig ?? defaultDevConfig(api.url)), apiUrl: api.url };
    const pageTable: Record<string, string> = {};
    for (const mountPage of mountPages) pageTable[mountPage.path] = await mountPage.html(config);
    const pages = await startPageServer({ pages: pageTable, staticDir: fromPackageRoot('dist') });
    running.push(pages);
    const launched = await launchBrowser();
    running.push(launched);
    const artifacts = options.artifactsDir ?? join(process.cwd(), '.stytch-widget', 'smoke');
    const pageUrls = Object.fromEntries(
      mountPages.map((mountPage) => [mountPage.mountMode, new URL(mountPage.path, pages.url).href]),
    );
    // Each scenario runs on the page of its mount mode, when the config offers what it tests.
    const runs = mountPages.flatMap((mountPage) =>
      selectScenarios(scenarios, mountPage.mountMode, config).map((scenario) => ({
        scenario,
        pageUrl: new URL(mountPage.path, pages.url).href,
      })),
    );
    if (!runs.length) log('No smoke scenario applies to this config yet.');
    for (const { scenario, pageUrl } of runs) {
      const context = await launched.browser.createBrowserContext();
      const page = await context.newPage();
      // A step that has not happened in 15 s is a failure worth reporting, not worth waiting for.
      page.setDefaultTimeout(15_000);
      const consoleLines: string[] = [];
      page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
      page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${String(error)}`));
      const started = Date.now();
      try {
        await scenario.run({
          page,
          pageUrl,
          pageUrls,
          apiUrl: api.url,
          publicToken: config.publicToken,
        });
        passed++;
        log(`✓ ${scenario.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed++;
        const base = join(artifacts, scenario.name.replace(/[^\w-]+/g, '_'));
        await mkdir(artifacts, { recursive: true });
        await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
        await writeFile(`${base}.console.log`, consoleLines.join('\n'));
        log(`✗ ${scenario.name}: ${(error as Error).message}\n    screenshot: ${base}.png`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await closeAll(running.reverse());
  }
  log(`${passed} passed, ${failed} failed`);
  return { passed, failed, lines };
}

/** Closes each in turn, carrying on past one that fails, then rethrows the first failure. */
async function closeAll(resources: readonly { close(): Promise<void> }[]): Promise<void> {
  const failures: unknown[] = [];
  for (const resource of resources) await resource.close().catch((error) => failures.push(error));
  if (failures.length) throw failures[0];
}
