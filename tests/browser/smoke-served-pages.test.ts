import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { runCli, tempDir } from '../cli/run-cli';

// Plain `smoke` in a folder where `init` wrote the pages tests those files as they are served,
// not a page it renders from the config: a stale or broken page on disk fails the run, and the
// README's CI workflow (its smoke line, run as written) tests the served page.

const TOKEN = 'public-token-test-7c6b5a49-3828-4716-8a5b-4c3d2e1f0a9b';

/** The smoke line of the README's CI workflow, without `npx stytch-widget`. */
async function readmeCiSmoke(): Promise<string[]> {
  const readme = await readFile(fromPackageRoot('README.md'), 'utf8');
  const block = readme.slice(readme.indexOf('<!-- quick-start:ci -->'));
  const line = /- run: npx stytch-widget (smoke[^\n]*)/.exec(block)?.[1];
  if (!line) throw new Error("the README's CI workflow has no smoke line");
  return line.trim().split(/\s+/);
}

let dir: string;
let page: string;
let original: string;

beforeAll(async () => {
  dir = await tempDir('stytch-widget-served-');
  const init = await runCli(
    ['init', '--yes', '--public-token', TOKEN, '--products', 'otp', '--otp-methods', 'email'],
    { cwd: dir },
  );
  expect(init.code, init.stderr).toBe(0);
  page = join(dir, 'stytch-login.html');
  original = await readFile(page, 'utf8');
}, 60_000);

describe('smoke in a folder where init wrote the pages', () => {
  it("the README's CI workflow line tests the page on disk and passes while it works", async () => {
    await writeFile(page, original);
    const run = await runCli(await readmeCiSmoke(), { cwd: dir, timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Testing the pages in ${dir} as served: stytch-login.html`);
    expect(run.stdout).toMatch(/^✓ login: email one-time passcode/m);
  }, 150_000);

  it('under CI (external hosts blocked) an OAuth page whose redirect URL is another host passes, the redirect never leaving the machine', async () => {
    // CI sets CI=true, which makes --external default to block; the consent page's redirect
    // back to https://example.com/authenticate is then aborted by the routing before the
    // scenario's own catch sees it (it waited 180 s for it, the bug this guards).
    const oauthDir = await tempDir('stytch-widget-served-oauth-');
    const init = await runCli(
      [
        'init',
        '--yes',
        '--public-token',
        TOKEN,
        '--products',
        'oauth',
        '--oauth-providers',
        'google',
        '--login-redirect-url',
        'https://example.com/authenticate',
      ],
      { cwd: oauthDir },
    );
    expect(init.code, init.stderr).toBe(0);
    const run = await runCli([...(await readmeCiSmoke()), '--reporter', 'list'], {
      cwd: oauthDir,
      env: { CI: 'true' },
      timeoutMs: 60_000,
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/^✓ login: OAuth through the consent page/m);
  }, 90_000);

  it('a page that no longer says what the config says fails before anything starts, naming the keys and the command', async () => {
    await writeFile(page, original.replace('"expirationMinutes": 5', '"expirationMinutes": 9'));
    const smoke = await runCli(['smoke'], { cwd: dir, timeoutMs: 60_000 });
    expect(smoke.code).toBe(1);
    expect(smoke.stderr).toContain('stytch-login.html does not match stytch-widget.config.json:');
    expect(smoke.stderr).toContain('otpOptions.expirationMinutes: page 9, config 5');
    expect(smoke.stderr).toContain(
      'npx stytch-widget snippet --format html --bundle-url /stytch-widget/stytch-widget.js > stytch-login.html',
    );
    const doctor = await runCli(['doctor'], { cwd: dir, timeoutMs: 60_000 });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toContain('✖ pages: stytch-login.html does not match');
    expect(doctor.stdout).toContain('otpOptions.expirationMinutes: page 9, config 5');
    // The command it names writes a page that passes again.
    const again = await runCli(
      ['snippet', '--format', 'html', '--bundle-url', '/stytch-widget/stytch-widget.js'],
      { cwd: dir },
    );
    await writeFile(page, again.stdout);
    expect((await runCli(['doctor'], { cwd: dir, timeoutMs: 60_000 })).stdout).toContain(
      '✔ pages: stytch-login.html matches the config',
    );
  }, 150_000);

  it('a page broken on disk fails the run, though the config is right (and --rendered still passes)', async () => {
    await writeFile(
      page,
      original.replaceAll('/stytch-widget/stytch-widget.js', '/stytch-widget/gone.js'),
    );
    const broken = await runCli(await readmeCiSmoke(), { cwd: dir, timeoutMs: 120_000 });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('login: email one-time passcode');
    expect(broken.stderr).toContain('/stytch-widget/gone.js');
    const rendered = await runCli(['smoke', '--rendered', '--reporter', 'list'], {
      cwd: dir,
      timeoutMs: 120_000,
    });
    expect(rendered.code, rendered.stderr).toBe(0);
    expect(rendered.stdout).not.toContain('as served');
  }, 300_000);
});
