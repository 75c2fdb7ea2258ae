#!/usr/bin/env node
// `npm run bench`: runs every benchmark in tests/bench in turn, each printing its own figures.
//
//   npm run bench                       the default run counts (a few minutes on two cores)
//   npm run bench -- --quick            fewer runs of each, for a look in about a minute
//   npm run bench -- first-render ...   only the named benchmarks (file names without extension)
//
// BENCH_QUICK=1 is the same as --quick. The benchmarks measure the built package: run
// `npm run build` first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1';
const only = args.filter((arg) => !arg.startsWith('--'));
// The TypeScript benchmarks (and the .mjs one that imports the test API's sources) run
// under tsx, as `npx tsx` would, without going through npm.
const tsx = createRequire(import.meta.url).resolve('tsx/cli');

/** Each benchmark: its file, how it is started, and its arguments for a full or a quick run. */
const benches = [
  { name: 'bundle-size', file: 'bundle-size.mjs', args: () => [] },
  {
    name: 'first-render',
    file: 'first-render.ts',
    viaTsx: true,
    args: () => [quick ? '3' : '9'],
  },
  { name: 'cli-cold-start', file: 'cli-cold-start.mjs', args: () => [quick ? '10' : '30'] },
  {
    name: 'test-api-load',
    file: 'test-api-load.mjs',
    viaTsx: true,
    args: () =>
      quick
        ? [
            '--rounds',
            '1',
            '--otp',
            '150',
            '--password',
            '40',
            '--warm',
            '300',
            '--max-seconds',
            '20',
          ]
        : ['--otp', '600', '--password', '150', '--max-seconds', '60'],
  },
  { name: 'smoke-speed', file: 'smoke-speed.mjs', args: () => (quick ? ['--quick'] : []) },
  { name: 'headless-shell', file: 'headless-shell.mjs', args: () => [quick ? '1' : '2'] },
];

const unknown = only.filter((name) => !benches.some((bench) => bench.name === name));
if (unknown.length) {
  console.error(`bench: no benchmark named ${unknown.join(', ')}`);
  console.error(`bench: there are ${benches.map((bench) => bench.name).join(', ')}`);
  process.exit(1);
}
const missing = ['dist/stytch-widget.js', 'dist/node/cli.js'].filter(
  (file) => !existsSync(`${root}${file}`),
);
if (missing.length) {
  console.error(`bench: ${missing.join(' and ')} missing; run \`npm run build\` first`);
  process.exit(1);
}

const results = [];
for (const bench of benches) {
  if (only.length && !only.includes(bench.name)) continue;
  const path = `tests/bench/${bench.file}`;
  const command = bench.viaTsx ? [tsx, path, ...bench.args()] : [path, ...bench.args()];
  console.log(
    `\n== ${bench.name}: ${bench.viaTsx ? 'tsx' : 'node'} ${path} ${bench.args().join(' ')}`,
  );
  const started = performance.now();
  const run = spawnSync(process.execPath, command, { cwd: root, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  results.push({
    name: bench.name,
    ok: run.status === 0,
    seconds,
    status: run.status ?? run.signal,
  });
}

console.log(`\n== benchmarks${quick ? ' (quick)' : ''}:`);
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(16)} ${r.ok ? 'ok    ' : `FAILED (${r.status})`} ${r.seconds.toFixed(1)} s`,
  );
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
