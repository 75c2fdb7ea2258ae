#!/usr/bin/env node
// Runs before `npm test`: the browser suites need a Chromium. Puppeteer cannot download one
// here, so install Debian's where that is possible (root + apt), else explain the fix. Chromium's
// headless shell comes too when apt can bring it: headless runs take it (about half the CPU of
// the browser's own headless mode), and without it they use Chromium itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const candidates = [
  process.env.PUPPETEER_EXECUTABLE_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
const found = candidates.find((path) => path && existsSync(path));
const fix =
  'Install Chromium (`apt-get install -y chromium` on Debian/Ubuntu) or set PUPPETEER_EXECUTABLE_PATH to a Chrome/Chromium binary.';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

/** apt-get install, after refreshing the package lists when the first try cannot find them. */
function aptInstall(packages) {
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: aptEnv,
    });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    install();
  }
}

/** The headless shell, when apt can bring it; without it headless runs use Chromium itself. */
function installHeadlessShell() {
  process.stdout.write('stytch-widget: installing Chromium’s headless shell (apt-get)...\n');
  try {
    aptInstall(['chromium-headless-shell']);
  } catch {
    process.stderr.write('stytch-widget: the headless shell did not install; using Chromium.\n');
  }
}

if (found) {
  const wantsShell =
    !process.env.PUPPETEER_EXECUTABLE_PATH && !existsSync(HEADLESS_SHELL) && isRoot && hasApt;
  if (wantsShell && spawnSync('apt-cache', ['show', 'chromium-headless-shell']).status === 0) {
    installHeadlessShell();
  }
  process.exit(0);
}

if (!isRoot || !hasApt) {
  process.stderr.write(`stytch-widget: no Chromium found for the browser tests. ${fix}\n`);
  process.exit(1);
}
process.stdout.write('stytch-widget: installing Chromium from the OS packages (apt-get)...\n');
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: aptEnv });
} catch {
  process.stderr.write(`stytch-widget: installing Chromium failed. ${fix}\n`);
  process.exit(1);
}
if (!existsSync('/usr/bin/chromium')) {
  process.stderr.write(
    `stytch-widget: apt-get finished but /usr/bin/chromium is missing. ${fix}\n`,
  );
  process.exit(1);
}
installHeadlessShell();
