import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeOptionsWithHook, TEST_API_URL_ENV } from '../../harness/routing';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { startApp } from '../../harness/smoke/start-app';
import { routeStytchToTestApi, startTestApi } from '../../harness/testing';
import { runCli } from '../cli/run-cli';
import { buildCustomerApp, type SdkMajor } from '../fixtures/customer-app/build';
import { freePort, isListening } from '../support/listening';

// The customer's whole app under `smoke --start`, with no code change: a React page on the
// provider's prebuilt UI and an Express server whose official `stytch` client is built once at
// module level from its .env. The .env gets the test project's credentials from
// `test-api --print-project`; the real CLI starts the server (the Node hook routes its client
// to the run's test API), logs in through the page, waits for the server's protected page, and
// stops the server. The server's audit log shows it checked a valid session.

const TOKEN = 'public-token-test-6c0e2f4a-8b1d-4c3e-9f5a-7d2b1e0c4a6f';
const SERVER = fromPackageRoot('tests/fixtures/customer-app/server.mjs');

/**
 * The browser SDK majors the run covers: each major's prebuilt UI, found by its own names
 * (harness/smoke/pages/official-ui-names.ts; 4.x names its email field "example@email.com").
 */
const MAJORS: readonly SdkMajor[] = [4, 5, 6];

let chromium: LaunchedBrowser;

beforeAll(async () => {
  // Shareable: the CLI's smoke, another process, connects to it.
  chromium = await launchBrowser({ shareable: true });
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

/** The README's `offline-app:start` block: its two commands as argument lists. */
function readmeStart(): { print: string[]; smoke: string[] } {
  const readme = readFileSync(fromPackageRoot('README.md'), 'utf8');
  const at = readme.indexOf('<!-- offline-app:start -->');
  const code = at < 0 ? undefined : /```\w*\n([\s\S]*?)```/.exec(readme.slice(at))?.[1];
  if (!code) throw new Error('README: no offline-app:start block');
  const [print, smoke] = code
    .trim()
    .split('\n')
    .map((line) =>
      // Words and quoted words, up to a comment or a redirection.
      (line.replace(/\s+(#|>>).*$/, '').match(/"[^"]*"|'[^']*'|\S+/g) ?? []).map((word) =>
        word.replace(/^(["'])(.*)\1$/, '$2'),
      ),
    );
  const [npx1, bin1, ...printArgs] = print ?? [];
  const [npx2, bin2, ...smokeArgs] = smoke ?? [];
  expect([npx1, bin1, npx2, bin2]).toEqual(['npx', 'stytch-widget', 'npx', 'stytch-widget']);
  return { print: printArgs, smoke: smokeArgs };
}

/** The app's folder as a customer has it: .env, the built pages in dist/, the server. */
async function appFolder(major: SdkMajor): Promise<{ dir: string; url: string; audit: string }> {
  const dir = await mkdtemp(join(tmpdir(), `stytch-widget-customer-app-v${major}-`));
  await buildCustomerApp(dir, TOKEN, major);
  const args = readmeStart().print.map((arg) => arg.replace('public-token-test-…', TOKEN));
  const printed = await runCli(args, { cwd: dir });
  expect(printed).toMatchObject({ code: 0, stderr: '' });
  const port = await freePort();
  const audit = join(dir, 'audit.log');
  await writeFile(join(dir, '.env'), `${printed.stdout}PORT=${port}\nAUDIT_LOG=${audit}\n`);
  // What the page offers, for the smoke's plan: no apiUrl, as the page ships.
  await writeFile(
    join(dir, 'stytch-app.json'),
    JSON.stringify({ publicToken: TOKEN, products: ['otp'], otpOptions: { methods: ['email'] } }),
  );
  return { dir, url: `http://localhost:${port}/`, audit };
}

describe('smoke --start on a customer app (React page, Express server, .env)', () => {
  it.each(MAJORS)(
    'browser SDK %i.x: green, and the server saw a valid session',
    async (major) => {
      const app = await appFolder(major);
      // The README's command, on this app: its server file, its port.
      const args = readmeStart().smoke.map((arg) =>
        arg.replace('server.js', SERVER).replace('http://localhost:3000/', app.url),
      );
      expect(args).toContain(`node --env-file=.env ${SERVER}`);
      const run = await runCli(
        [
          ...args,
          '--browser-ws-endpoint',
          chromium.browser.wsEndpoint(),
          '--out',
          join(app.dir, 'smoke'),
        ],
        { cwd: app.dir, timeoutMs: 150_000 },
      );
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('login: email one-time passcode');
      expect(run.stdout).toMatch(/1 passed, 0 failed/);
      expect(run.code).toBe(0);
      const entries = (await readFile(app.audit, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, string>);
      expect(entries).toContainEqual({
        event: 'session_valid',
        session_id: expect.stringMatching(/^session-test-/),
        email: expect.stringMatching(/@/),
      });
      expect(entries.filter((entry) => entry.event === 'session_refused')).toEqual([]);
      // The run stopped the server it started.
      expect(await isListening(app.url)).toBe(false);
    },
    180_000,
  );

  it("logout revokes the session through the server's client: the account page then refuses it", async () => {
    const app = await appFolder(6);
    // The same start as smoke --start's, with a test API the test holds on to.
    const api = await startTestApi();
    const server = await startApp({
      command: `node --env-file=.env ${SERVER}`,
      url: app.url,
      cwd: app.dir,
      handleSignals: false,
      env: {
        [TEST_API_URL_ENV]: api.url,
        NODE_OPTIONS: nodeOptionsWithHook(
          pathToFileURL(fromPackageRoot('dist/node/node-hook.js')).href,
        ),
      },
    });
    const context = await chromium.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await routeStytchToTestApi(page, { testApiUrl: api.url });
      await page.goto(app.url);
      await page.locator('::-p-aria(Email[role="textbox"])').fill('logout@example.com');
      await page.locator('::-p-aria(Continue with email[role="button"])').click();
      const code = await api.outbox.code('logout@example.com');
      await page.locator('::-p-aria(One-time passcode[role="textbox"])').fill(code);
      await page.locator('#account').wait();
      const session = (await page.cookies()).find((c) => c.name === 'stytch_session');
      await Promise.all([
        page.waitForNavigation(),
        page.locator('::-p-aria(Log out[role="button"])').click(),
      ]);
      // The revoked token, sent again, is refused by the server's sessions.authenticate.
      await page.setCookie({ ...session, name: 'stytch_session', value: session?.value ?? '' });
      await page.goto(new URL('/account', app.url).href);
      expect(new URL(page.url()).pathname).toBe('/');
      const events = (await readFile(app.audit, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { event: string }).event);
      expect(events).toEqual(['session_valid', 'session_revoked', 'session_refused']);
    } finally {
      await context.close();
      await server.close();
      await api.close();
    }
  }, 120_000);
});
