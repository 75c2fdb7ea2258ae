#!/usr/bin/env node
// Chromium's headless shell against Chromium's own headless mode: the same `stytch-widget smoke`
// of a config with every product (16 scenarios), run alternately in each, timed, and the CPU of
// the whole machine counted from /proc/stat (Chromium's processes included; Linux only, so
// nothing else should run). Needs a build and both browsers.
// Usage: node tests/bench/headless-shell.mjs [rounds, default 2]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rounds = Number(process.argv[2] ?? 2);
const cli = join(root, 'cli/bin.mjs');
if (!existsSync(join(root, 'dist/node/cli.js'))) {
  console.error('headless-shell: run `npm run build` first');
  process.exit(1);
}
if (!existsSync('/proc/stat')) {
  console.error('headless-shell: counts CPU from /proc/stat, so Linux only');
  process.exit(1);
}

const config = {
  publicToken: 'public-token-test-0b3e5c1d-7a2f-4c8e-9d6b-5e4f3a2b1c0d',
  products: ['otp', 'passwords', 'passkeys', 'oauth', 'crypto'],
  otpOptions: { methods: ['email', 'sms', 'whatsapp'] },
  oauthOptions: { providers: [{ type: 'google' }] },
};

/** Busy CPU seconds of the machine so far (every core, user + system). */
function busySeconds() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq] = fields.map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-headless-shell-'));
await writeFile(join(dir, 'stytch-widget.config.json'), JSON.stringify(config));

/** One smoke run with the shell on or off: wall and CPU seconds. */
function run(shell) {
  const { STYTCH_WIDGET_HEADLESS_SHELL: _chosen, ...env } = process.env;
  if (!shell) env.STYTCH_WIDGET_HEADLESS_SHELL = 'off';
  const cpu = busySeconds();
  const started = performance.now();
  const smoke = spawnSync(process.execPath, [cli, 'smoke', '--reporter', 'list'], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  const wall = (performance.now() - started) / 1000;
  if (smoke.status !== 0) {
    console.error(smoke.stdout, smoke.stderr);
    throw new Error(`smoke failed with the shell ${shell ? 'on' : 'off'}`);
  }
  const passed = smoke.stdout.match(/^(\d+) passed/m)?.[1];
  return { wall, cpu: busySeconds() - cpu, passed };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { shell: [], chromium: [] };
try {
  for (let round = 0; round < rounds; round++) {
    results.chromium.push(run(false));
    results.shell.push(run(true));
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
const row = (name, list) =>
  `${name.padEnd(28)} ${median(list.map((r) => r.wall)).toFixed(1)} s wall  ${median(list.map((r) => r.cpu)).toFixed(1)} s CPU  (${list[0].passed} scenarios passed)`;
console.log(`smoke of every product, median of ${rounds} runs each:`);
console.log(row("Chromium's headless mode", results.chromium));
console.log(row("Chromium's headless shell", results.shell));
const ratio = (key) =>
  (median(results.shell.map((r) => r[key])) / median(results.chromium.map((r) => r[key]))).toFixed(
    2,
  );
console.log(`shell / Chromium: ${ratio('cpu')}× CPU, ${ratio('wall')}× wall`);
