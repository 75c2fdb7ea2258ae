import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import type { SmokeReport } from '../../harness/smoke/report/types';
import { sendMagicLink, uniqueEmail } from '../../harness/smoke/scenarios/test-api-accounts';
import { type RunningTestApi, startTestApi } from '../../harness/test-api';
import { waitForMessage } from '../../harness/test-api/control-client';
import { runCli, TOKEN } from '../cli/run-cli';
import { freePort } from '../support/listening';
import {
  binOf,
  type RunningServer,
  runToEnd,
  type ScaffoldedApp,
  scaffoldApp,
  startServer,
} from './framework-app';

export interface AppCommands {
  /** The build, run in the app's folder: [script, args]. */
  build: [string, string[]][];
  /** The production server on the given port, bound to 127.0.0.1. */
  serve(port: number): [string, string[]];
  /** The development server (React's development build, which reports hydration mismatches). */
  dev(port: number): [string, string[]];
}

export const APP_COMMANDS: Record<'next' | 'vite', AppCommands> = {
  next: {
    // next build type-checks the app too (TypeScript is installed).
    build: [[binOf('next', 'dist/bin/next'), ['build']]],
    serve: (port) => [
      binOf('next', 'dist/bin/next'),
      ['start', '-H', '127.0.0.1', '-p', `${port}`],
    ],
    dev: (port) => [binOf('next', 'dist/bin/next'), ['dev', '-H', '127.0.0.1', '-p', `${port}`]],
  },
  vite: {
    // vite build does not type-check; the app's own tsconfig does.
    build: [
      [binOf('typescript', 'bin/tsc'), ['--noEmit', '-p', 'tsconfig.json']],
      [binOf('vite', 'bin/vite.js'), ['build']],
    ],
    serve: (port) => [
      binOf('vite', 'bin/vite.js'),
      ['preview', '--host', '127.0.0.1', '--port', `${port}`, '--strictPort'],
    ],
    dev: (port) => [
      binOf('vite', 'bin/vite.js'),
      ['--host', '127.0.0.1', '--port', `${port}`, '--strictPort'],
    ],
  },
};

/** Waits for Main and opens its Email tab (SMS comes first in the apps' tabs). */
async function showEmailForm(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.openEmailTabIfTabbed();
  await login.waitUntilReady();
}

/** Each scenario's steps with their durations, to show where a slow run spent its time. */
function stepTimes(report: SmokeReport): string {
  return report.results
    .flatMap((result) =>
      result.attempts.map(
        (attempt) =>
          `${result.name}: ${attempt.steps.map((s) => `${s.name} ${s.durationMs} ms`).join(', ')}`,
      ),
    )
    .join('\n');
}

/** Console messages that mean something went wrong (React's hydration errors among them). */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warn', 'warning', 'assert'].includes(message.type())) {
      problems.push(`[${message.type()}] ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`[pageerror] ${String(error)}`));
  return problems;
}

/**
 * `stytch-widget init --framework <framework>` end to end: the app it writes builds, serves,
 * and `stytch-widget smoke --url <app> --no-inject` logs in through the app's own widget; the
 * redirect page finishes a magic link; the console stays clean. With `serverRendered`, the
 * login page's server HTML holds the widget's placeholder and the browser keeps its id.
 */
export function describeFrameworkApp(
  framework: 'next' | 'vite',
  { serverRendered }: { serverRendered: boolean },
): void {
  describe(`init --framework ${framework}: the app builds, serves and logs in`, () => {
    let app: ScaffoldedApp;
    let server: RunningServer | undefined;

    beforeAll(async () => {
      app = await scaffoldApp(framework);
      const commands = APP_COMMANDS[framework];
      for (const [script, args] of commands.build) {
        const ms = await runToEnd(script, args, app.dir);
        console.info(`${framework}: ${args.join(' ')} took ${(ms / 1000).toFixed(1)} s`);
      }
      const [script, args] = commands.serve(app.appPort);
      server = await startServer(script, args, app.dir, app.appUrl);
    }, 240_000);

    afterAll(async () => {
      await server?.stop();
      await app?.remove();
    });

    it('init printed what to run next', () => {
      expect(app.init.stdout).toContain('npm install');
      expect(app.init.stdout).toContain('npm run dev');
    });

    it('stytch-widget smoke --url <app> --no-inject logs in by SMS code and by a magic link the app finishes on its own route, console clean', async () => {
      const out = join(app.dir, 'smoke');
      const smoke = await runCli(
        [
          'smoke',
          '--url',
          app.appUrl,
          '--no-inject',
          '--config',
          app.configPath,
          '--reporter',
          'list,json',
          '--out',
          out,
        ],
        { timeoutMs: 45_000 },
      );
      const report = await readFile(join(out, 'report.json'), 'utf8').then(
        (text) => JSON.parse(text) as SmokeReport,
        () => undefined,
      );
      const output = `${smoke.stdout}${smoke.stderr}\n${report ? stepTimes(report) : 'no report.json'}`;
      expect(smoke.stderr, output).toBe('');
      expect(smoke.code, output).toBe(0);
      if (!report) throw new Error(output);
      // Each scenario, its page's close included (that once took ~40 s after a redirect route).
      for (const result of report.results) expect(result.durationMs, output).toBeLessThan(15_000);
      expect(report.results.map((r) => [r.name, r.status])).toEqual([
        ['login: SMS one-time passcode', 'passed'],
        ['login: email magic link', 'passed'],
      ]);
      const lines = report.results.flatMap((r) => r.attempts.flatMap((a) => a.console));
      expect(
        lines.filter((line) => /^\[(error|warn|warning|assert|pageerror)\]/.test(line)),
      ).toEqual([]);
    });

    describe('in Chromium, against the test API the config names', () => {
      let api: RunningTestApi;
      let launched: LaunchedBrowser;

      beforeAll(async () => {
        api = await startTestApi({ port: app.apiPort, db: ':memory:' });
        launched = await launchBrowser();
      });

      afterAll(async () => {
        await launched?.close();
        await api?.close();
      });

      async function newPage(): Promise<{ page: Page; problems: string[] }> {
        const context = await launched.browser.createBrowserContext();
        const page = await context.newPage();
        return { page, problems: recordProblems(page) };
      }

      it('the login page mounts the widget with nothing in the console', async () => {
        const { page, problems } = await newPage();
        const html = await (await fetch(app.appUrl)).text();
        const placeholder = /<div id="(stytch-login-[^"]+)"><\/div>/.exec(html)?.[1];
        if (serverRendered) expect(placeholder).toBeDefined();
        await page.goto(app.appUrl);
        await showEmailForm(page);
        const mounted = await page.evaluate(
          () => document.querySelector('[id^="stytch-login-"]')?.id,
        );
        // Hydration keeps the server's element (a mismatch would re-render it with a client id).
        if (serverRendered) expect(mounted).toBe(placeholder);
        else expect(mounted).toMatch(/^stytch-login-/);
        expect(problems).toEqual([]);
        await page.browserContext().close();
      });

      it('in development (React warns about hydration there; StrictMode) the widget mounts once, console clean', async () => {
        const port = await freePort();
        const [script, args] = APP_COMMANDS[framework].dev(port);
        const url = `http://127.0.0.1:${port}/`;
        const dev = await startServer(script, args, app.dir, url, 60_000);
        try {
          const { page, problems } = await newPage();
          await page.goto(url);
          await showEmailForm(page);
          expect(await page.$$eval('.stw-root', (roots) => roots.length)).toBe(1);
          expect(problems).toEqual([]);
          await page.browserContext().close();
        } finally {
          await dev.stop();
        }
      }, 90_000);

      it('the redirect page (/authenticate) finishes a magic link, then goes to /', async () => {
        const { page, problems } = await newPage();
        const email = uniqueEmail(`template-${framework}`);
        await sendMagicLink(api.url, TOKEN, email, `${app.appUrl}authenticate`);
        const message = await waitForMessage(api.url, { to: email, kind: 'magic_link' });
        expect(message.link).toContain(`${app.appUrl}authenticate?stytch_token_type=magic_links&`);
        await page.goto(message.link ?? '');
        await page.waitForFunction((home) => location.href === home, {}, app.appUrl);
        const cookies = await page.browserContext().cookies();
        expect(cookies.some((c) => c.name === 'stytch_session' && c.value)).toBe(true);
        expect(problems).toEqual([]);
        await page.browserContext().close();
      });
    });
  });
}
