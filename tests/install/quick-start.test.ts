import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { stopProcessGroup } from '../../harness/shared/process-group';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { englishText } from '../../harness/smoke/pages/ui-text';
import { waitForMessage } from '../../harness/test-api/control-client';
import { childEnv, emptyProject, packTarball, run } from '../support/packed-install';

// The README's quick start, run as written in an empty project: its shell blocks line by line
// (the package from the packed tarball, as it is not on the registry here), a login on the page
// it serves, and the `run:` steps of its CI workflow.

const readme = readFileSync(fromPackageRoot('README.md'), 'utf8');

/** The code block after `<!-- quick-start:<name> -->`, line by line (comments dropped). */
function block(name: string): string[] {
  const at = readme.indexOf(`<!-- quick-start:${name} -->`);
  const match = at < 0 ? null : /```\w*\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!match?.[1]) throw new Error(`README: no quick-start:${name} block`);
  return match[1].split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
}

let work = '';
let project = '';
let tarball = '';
let env: NodeJS.ProcessEnv = {};
let launched: LaunchedBrowser | undefined;

/** Runs shell lines in the project, as a user types them; fails with their output. */
async function shell(lines: readonly string[], timeout = 180_000): Promise<string> {
  const script = ['set -e', ...lines].join('\n');
  try {
    const { stdout } = await run('bash', ['-c', script], { cwd: project, env, timeout });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`${lines.join('\n')}\nfailed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
    (res) => res.ok,
    () => false,
  );
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'stytch-widget-quick-start-'));
  env = childEnv({ PUPPETEER_CACHE_DIR: join(work, 'puppeteer-cache') });
  project = emptyProject(work);
  tarball = await packTarball(work, env);
}, 120_000);

afterAll(async () => {
  await launched?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

it('the README quick start, as written: install, init, serve, log in, smoke, the CI steps', async () => {
  const install = block('install').map((line) =>
    line === 'npm install --save-dev stytch-widget'
      ? `npm install --save-dev --no-audit --no-fund --loglevel=error ${tarball}`
      : line,
  );
  expect(install.length).toBeGreaterThan(1);
  await shell(install);

  // The servers run until the login is done, in a process group of their own.
  const serve = spawn('bash', ['-c', ['set -e', ...block('serve'), 'wait'].join('\n')], {
    cwd: project,
    env,
    detached: true,
    stdio: 'ignore',
  });
  try {
    const page = 'http://localhost:8080/stytch-login.html';
    const apiUrl = 'http://127.0.0.1:4010';
    await expect.poll(() => answers(page), { timeout: 30_000, interval: 250 }).toBe(true);
    await expect
      .poll(() => answers(`${apiUrl}/__emulator/outbox`), { timeout: 30_000, interval: 250 })
      .toBe(true);
    launched = await launchBrowser();
    const tab = await launched.browser.newPage();
    const login = new LoginPage(tab, englishText);
    const otp = new OtpPage(tab, englishText);
    await tab.goto(page);
    await login.openEmailForm();
    const email = `quick-start-${Date.now()}@example.com`;
    await login.submitEmail(email);
    await otp.waitUntilShown();
    const message = await waitForMessage(apiUrl, { to: email, channel: 'email' });
    await otp.enterCode(message.code ?? '');
    await otp.expectSuccess();
  } finally {
    await stopProcessGroup(serve.pid);
  }

  const smoke = await shell(block('smoke'));
  expect(smoke.split('\n')[0]).toBe('config: stytch-widget.config.json (found in this folder)');
  expect(smoke).toMatch(/^[1-9]\d* passed, 0 failed/m);

  const ci = block('ci')
    .map((line) => /^\s*- run: (.+)$/.exec(line)?.[1])
    .filter((line): line is string => line !== undefined);
  expect(ci[0]).toBe('npm ci');
  const report = await shell(ci, 240_000);
  expect(report).toMatch(/^[1-9]\d* passed, 0 failed/m);
  expect(report).toContain('report: smoke-report/junit.xml');
}, 600_000);
