import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
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
 * The browser SDK majors the run covers. 4.x builds and logs in the same way, but is left out
 * for now: its prebuilt UI draws the form (routed to the test API), yet its email field has no
 * name the smoke page objects know (harness/smoke/pages/official-ui-names.ts), so the first step
 * waits for a field it does not recognise.
 */
const MAJORS: readonly SdkMajor[] = [5, 6];

let chromium: LaunchedBrowser;

beforeAll(async () => {
  // Shareable: the CLI's smoke, another process, connects to it.
  chromium = await launchBrowser({ shareable: true });
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

/** The app's folder as a customer has it: .env, the built pages in dist/, the server. */
async function appFolder(major: SdkMajor): Promise<{ dir: string; url: string; audit: string }> {
  const dir = await mkdtemp(join(tmpdir(), `stytch-widget-customer-app-v${major}-`));
  await buildCustomerApp(dir, TOKEN, major);
  const printed = await runCli(['test-api', '--print-project', TOKEN], { cwd: dir });
  expect(printed).toMatchObject({ code: 0, stderr: '' });
  const port = await freePort();
  const audit = join(dir, 'audit.log');
  await writeFile(join(dir, '.env'), `${printed.stdout}PORT=${port}\nAUDIT_LOG=${audit}\n`);
  // What the page offers, for the smoke's plan: no apiUrl, as the page ships.
  await writeFile(
    join(dir, 'app.json'),
    JSON.stringify({ publicToken: TOKEN, products: ['otp'], otpOptions: { methods: ['email'] } }),
  );
  return { dir, url: `http://localhost:${port}/`, audit };
}

describe('smoke --start on a customer app (React page, Express server, .env)', () => {
  it.each(MAJORS)(
    'browser SDK %i.x: green, and the server saw a valid session',
    async (major) => {
      const app = await appFolder(major);
      const run = await runCli(
        [
          'smoke',
          '--start',
          `node --env-file=.env ${SERVER}`,
          '--url',
          app.url,
          '--config',
          'app.json',
          '--logged-in',
          '#account',
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
});
