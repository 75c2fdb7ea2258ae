#!/usr/bin/env node
// Runs before `npm test`: the browser suites need a Chromium. Puppeteer cannot download one
// here, so install Debian's where that is possible (root + apt), else explain the fix.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.PUPPETEER_EXECUTABLE_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
const found = candidates.find((path) => path && existsSync(path));
if (found) process.exit(0);

const fix =
  'Install Chromium (`apt-get install -y chromium` on Debian/Ubuntu) or set PUPPETEER_EXECUTABLE_PATH to a Chrome/Chromium binary.';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  process.stderr.write(`stytch-widget: no Chromium found for the browser tests. ${fix}\n`);
  process.exit(1);
}
process.stdout.write('stytch-widget: installing Chromium from the OS packages (apt-get)...\n');
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
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
