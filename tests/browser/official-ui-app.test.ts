import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { runSmoke, type SmokeResult } from '../../harness/smoke';
// A customer writes `from 'stytch-widget/testing'`; the same code from source here.
import { routeStytchToTestApi, startTestApi } from '../../harness/testing';
import type { ConfigFile } from '../../widget/config/schema';
import { runCli } from '../cli/run-cli';
import { buildOfficialUiApp } from '../fixtures/official-ui-app/build';
import { type RunningOfficialUiApp, startOfficialUiApp } from '../fixtures/official-ui-app/server';

// `smoke --url <app> --no-inject --config <description> --logged-in '#account'` on an app built
// on the provider's own prebuilt UI (React `<StytchLogin>` and plain `mountLogin` pages), its
// calls to Stytch answered by the run's test API; the app's server verifies each session with
// the official Node client before it renders the account page the run waits for.

const TOKEN = 'public-token-test-5e1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

let dir: string;
let app: RunningOfficialUiApp;
let chromium: LaunchedBrowser;
let apiUrl: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The description of one page (what it offers), and the smoke run on it. */
async function smokePage(path: string, name: string, offers: Partial<ConfigFile>) {
  const description: ConfigFile = {
    publicToken: TOKEN,
    products: [],
    // Where the run's test API listens: the app's server talks to it there.
    apiUrl,
    ...offers,
  };
  const configPath = join(dir, `${name}.config.json`);
  await writeFile(configPath, JSON.stringify(description));
  return runSmoke({
    configPath,
    outDir: join(dir, name),
    reporters: ['json'],
    workers: 1,
    loggedIn: '#account',
    browser: { browserWSEndpoint: chromium.browser.wsEndpoint() },
    pages: { url: `${app.url}${path}`, inject: false },
  });
}

const outcomes = (result: SmokeResult) =>
  result.report.results.map((r) => [
    r.name,
    r.status,
    ...(r.status === 'passed' ? [] : [r.attempts.at(-1)?.error]),
  ]);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stytch-widget-official-ui-'));
  apiUrl = `http://localhost:${await freePort()}`;
  // Shareable: the CLI's smoke, another process, connects to it.
  const [distDir, launched] = await Promise.all([
    buildOfficialUiApp(TOKEN),
    launchBrowser({ shareable: true }),
  ]);
  chromium = launched;
  app = await startOfficialUiApp({ distDir, publicToken: TOKEN, testApiUrl: apiUrl });
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  await app?.close();
});

describe('smoke on an app built on the official prebuilt UI', () => {
  it('logs in by magic link, email and SMS passcodes and password; the server verifies each session', async () => {
    const started = Date.now();
    const react = await smokePage('/', 'react', {
      products: ['emailMagicLinks', 'otp'],
      otpOptions: { methods: ['sms'] },
      emailMagicLinksOptions: {
        loginRedirectURL: `${app.url}/authenticate`,
        signupRedirectURL: `${app.url}/authenticate`,
      },
    });
    const otp = await smokePage('/otp.html', 'otp', {
      products: ['otp'],
      otpOptions: { methods: ['email'] },
    });
    const password = await smokePage('/password.html', 'password', {
      products: ['passwords', 'otp'],
      otpOptions: { methods: ['email'] },
    });
    const results = [react, otp, password];
    const seconds = (Date.now() - started) / 1000;
    const count = results.reduce((n, r) => n + r.report.results.length, 0);
    // The figures for the closing note.
    console.log(`smoke on the official-UI app: ${count} scenarios in ${seconds.toFixed(1)} s`);
    expect(outcomes(react)).toEqual([
      ['login: SMS one-time passcode', 'passed'],
      ['login: email magic link', 'passed'],
    ]);
    expect(outcomes(otp)).toEqual([['login: email one-time passcode', 'passed']]);
    expect(outcomes(password)).toEqual([
      ['login: password sign-up', 'passed'],
      ['login: password log-in (a wrong one first)', 'passed'],
      ['login: passwords, an account without a password gets an email passcode', 'passed'],
    ]);
  }, 300_000);

  it("logout revokes the session: the server's sessions.authenticate then refuses it", async () => {
    // The test API the app's server talks to, now started by the test itself.
    const api = await startTestApi({ port: Number(new URL(apiUrl).port) });
    const context = await chromium.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await routeStytchToTestApi(page, { testApiUrl: api.url });
      await page.goto(`${app.url}/otp.html`);
      await page.locator('::-p-aria(Email[role="textbox"])').fill('logout@example.com');
      await page.locator('::-p-aria(Continue with email[role="button"])').click();
      const code = await api.outbox.code('logout@example.com');
      await page.locator('::-p-aria(One-time passcode[role="textbox"])').fill(code);
      await page.locator('#account').wait();
      const token = (await page.cookies()).find((c) => c.name === 'stytch_session')?.value ?? '';
      const client = await app.client();
      const before = await client.sessions.authenticate({ session_token: token });
      expect(before.user.emails[0]?.email).toBe('logout@example.com');

      await Promise.all([
        page.waitForNavigation(),
        page.locator('::-p-aria(Log out[role="button"])').click(),
      ]);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(client.sessions.authenticate({ session_token: token })).rejects.toMatchObject({
        status_code: 404,
      });
    } finally {
      await context.close();
      await api.close();
    }
  });

  it("the README's steps (Test your app offline) log in on the app through the CLI", async () => {
    const readme = readFileSync(fromPackageRoot('README.md'), 'utf8');
    const block = (name: string) => {
      const at = readme.indexOf(`<!-- offline-app:${name} -->`);
      const code = at < 0 ? undefined : /```\w*\n([\s\S]*?)```/.exec(readme.slice(at))?.[1];
      if (!code) throw new Error(`README: no offline-app:${name} block`);
      return code;
    };
    // The README's example addresses, made this run's: the token, the test API's port, the app.
    const description = block('describe')
      .replace(/public-token-test-…/, TOKEN)
      .replace('http://localhost:4010', apiUrl);
    await writeFile(join(dir, 'stytch-app.json'), description);
    const [npx, bin, ...args] = block('smoke')
      .trim()
      .split(/\s+/)
      .map((arg) =>
        arg
          .replace('http://localhost:3000/login', `${app.url}/otp.html`)
          .replace(/^\/dashboard$/, '/account'),
      );
    expect([npx, bin]).toEqual(['npx', 'stytch-widget']);
    // The file's one browser, and a report folder of the test's own.
    const run = await runCli(
      [...args, '--browser-ws-endpoint', chromium.browser.wsEndpoint(), '--out', join(dir, 'cli')],
      { cwd: dir, timeoutMs: 120_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('login: email one-time passcode');
    expect(run.stdout).toMatch(/1 passed, 0 failed/);
    expect(run.code).toBe(0);
  }, 150_000);
});
