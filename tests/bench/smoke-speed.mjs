#!/usr/bin/env node
// Issue 13 "Speed": a full `stytch-widget smoke` of a config with every shipped product and
// every mount mode, with --workers 1 and with the default (half the cores), timed per scenario,
// next to the bare cost of launching Chromium and loading one widget page in the same run.
// Needs a build (`npm run build`). Usage: node tests/bench/smoke-speed.mjs [--quick]
//   --quick: only the --workers 1 run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const quick = process.argv.includes('--quick');
if (!existsSync(`${root}dist/node/cli.js`)) {
  console.error('smoke-speed: run `npm run build` first');
  process.exit(1);
}
const dist = (file) => pathToFileURL(join(root, 'dist/node', file)).href;
const smoke = await import(dist('smoke.js'));
const { startTestApi } = await import(dist('test-api.js'));

// Every product: SMS and WhatsApp codes (email codes cannot sit beside magic links), magic
// links under passwords' email tab, OAuth, wallets and passkeys; passwords bring the reset mount.
const config = {
  publicToken: 'public-token-test-0b3e5c1d-7a2f-4c8e-9d6b-5e4f3a2b1c0d',
  products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
  otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
};
const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-speed-'));
const configPath = join(dir, 'stytch-widget.config.json');
await writeFile(configPath, JSON.stringify(config));

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Launching Chromium, then one page with the login widget ready, against a running test API. */
async function bareCost() {
  const api = await startTestApi({ port: 0, db: ':memory:' });
  const html = await smoke.mountPages[0].html({ ...config, apiUrl: api.url });
  const server = createServer(async (req, res) => {
    const path = new URL(req.url, 'http://localhost').pathname;
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    try {
      const file = normalize(path.replace(/^\/static\//, '')).replace(/^(\.\.[/\\])+/, '');
      const body = await readFile(join(root, 'dist', file));
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${server.address().port}/`;
  try {
    const launchStarted = performance.now();
    const launched = await smoke.launchBrowser();
    const launchMs = performance.now() - launchStarted;
    try {
      const pageStarted = performance.now();
      const context = await launched.browser.createBrowserContext();
      const page = await context.newPage();
      await page.goto(url);
      // Ready: the widget has drawn its first button (inside its shadow root).
      await page.waitForSelector('>>> button');
      const pageMs = performance.now() - pageStarted;
      await context.close();
      return { launchMs, pageMs };
    } finally {
      await launched.close();
    }
  } finally {
    server.close();
    await api.close();
  }
}

/** One `stytch-widget smoke` of the config: its wall time and each scenario's time. */
function fullSmoke(workers) {
  const out = join(dir, `workers-${workers ?? 'default'}`);
  const args = ['cli/bin.mjs', 'smoke', '--config', configPath, '--reporter', 'json', '--out', out];
  if (workers !== undefined) args.push('--workers', String(workers));
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  const wallMs = performance.now() - started;
  return { run, wallMs, out };
}

const bare = await bareCost();
const defaultWorkers = smoke.defaultWorkers();
const runs = [{ label: '--workers 1', workers: 1 }];
if (!quick) runs.push({ label: `default (${defaultWorkers})`, workers: undefined });
if (!quick && defaultWorkers === 1) runs.push({ label: '--workers 2', workers: 2 });

const columns = [];
let failed = false;
for (const { label, workers } of runs) {
  const { run, wallMs, out } = fullSmoke(workers);
  let report;
  try {
    report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8'));
  } catch {
    console.error(`smoke-speed: the ${label} run wrote no report\n${run.stdout}${run.stderr}`);
    process.exit(1);
  }
  if (run.status !== 0) {
    failed = true;
    console.error(`smoke-speed: the ${label} run failed (exit ${run.status}):\n${run.stderr}`);
  }
  columns.push({ label, wallMs, report });
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const names = columns[0].report.results.map((r) => r.name);
const width = Math.max(...names.map((n) => n.length), 28);
console.log(
  `smoke of every product and mount mode (${names.length} scenarios; ${availableParallelism()} cores; node ${process.version})`,
);
console.log(
  `  bare: launch Chromium ${seconds(bare.launchMs)}, one page with the widget ready ${seconds(bare.pageMs)}`,
);
console.log(
  `  ${'scenario'.padEnd(width)}  ${columns.map((c) => c.label.padStart(14)).join('  ')}`,
);
for (const name of names) {
  const cells = columns.map((c) => {
    const result = c.report.results.find((r) => r.name === name);
    const cell = result
      ? `${seconds(result.durationMs)}${result.status === 'passed' ? '' : ` ${result.status}`}`
      : '-';
    return cell.padStart(14);
  });
  console.log(`  ${name.padEnd(width)}  ${cells.join('  ')}`);
}
const row = (title, value) =>
  console.log(`  ${title.padEnd(width)}  ${columns.map((c) => value(c).padStart(14)).join('  ')}`);
row('whole run (wall, incl. start)', (c) => seconds(c.wallMs));
row('wall per scenario', (c) => seconds(c.wallMs / c.report.results.length));
// The machine's load moves every figure; this ratio to the bare page load of the same run less so.
row('per scenario ÷ bare page', (c) =>
  (c.wallMs / c.report.results.length / bare.pageMs).toFixed(2),
);
await rm(dir, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
