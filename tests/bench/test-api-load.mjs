#!/usr/bin/env node
// Load benchmark of the local test API: many concurrent clients on loopback doing full email
// OTP logins (send → read the outbox → authenticate), email magic-link logins (the same with the
// link's token) and password logins (sign up, then log in), next to a bare node:http JSON
// server answering the same number of requests. Prints flows/s, p50/p99 flow latency, errors
// and the CPU time each flow cost the server and the client (all threads of each process),
// the password flow beside the magic-link flow (CPU per flow and p99, and their ratios), then
// checks that no write was lost and prints how many bytes the store holds per flow. The p99 is also
// split: the slowest of the first wave (the first --clients flows, started together) and the
// p99 of the flows after it, since a cold server's first wave is where its p99 comes from.
//
//   npx tsx tests/bench/test-api-load.mjs [--rounds 3] [--clients 32] [--otp 600] [--link 600] [--password 150] [--warm 1500] [--max-seconds 60] [--password-hash-cost test|production]
//
// Each server runs in its own child process so the clients do not share its event loop.
// The first rows measure each server from a cold start (V8 has optimised nothing yet); the
// "otp warm" rows measure the same OTP flows again once each server has served --warm more,
// so the steady state is shown beside the cold start. Both servers get the same flows.
// Each round starts both servers afresh; the summary gives each ratio's median over the rounds,
// since one round's ratio moves by a third with whatever else the two cores do.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const text = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const arg = (name, fallback) => Number(text(name, fallback));

function startChild(kind, db) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, self, '--serve', kind, db ?? '', text('password-hash-cost', 'test')],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  /** The server process's CPU time so far, in ms (it answers over the IPC channel). */
  const cpu = () =>
    new Promise((resolve) => {
      child.once('message', ({ user, system }) => resolve((user + system) / 1000));
      child.send('cpu');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /READY (\S+)/.exec(out);
      if (match) resolve({ url: match[1], cpu, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

const basic = (pt, secret = pt) => `Basic ${Buffer.from(`${pt}:${secret}`).toString('base64')}`;

async function post(url, path, body, pt) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: basic(pt) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} ${res.status} ${json.error_type ?? ''}`);
  return json.data;
}

async function get(url, path) {
  const res = await fetch(`${url}${path}`);
  if (!res.ok) throw new Error(`${path} ${res.status}`);
  return res.json();
}

const PASSWORD = 'amber-Falcon-river-2931-quartz';
const REDIRECT = 'http://localhost:3000/authenticate';

/** The flows, each a function of (url, index) → Promise; the bare twin sends as many requests. */
function testApiFlows(pt) {
  return {
    otp: async (url, i) => {
      const email = `load-otp-${i}@example.com`;
      const sent = await post(url, '/sdk/v1/otps/email/login_or_create', { email }, pt);
      const { messages } = await get(url, `/__emulator/outbox?to=${encodeURIComponent(email)}`);
      const code = messages.at(-1)?.code;
      const auth = await post(
        url,
        '/sdk/v1/otps/authenticate',
        { token: code, method_id: sent.method_id, session_duration_minutes: 30 },
        pt,
      );
      if (!auth.session_token || !auth.session_jwt) throw new Error('missing tokens');
    },
    link: async (url, i) => {
      const email = `load-link-${i}@example.com`;
      await post(
        url,
        '/sdk/v1/magic_links/email/login_or_create',
        { email, signup_magic_link_url: REDIRECT, login_magic_link_url: REDIRECT },
        pt,
      );
      const { messages } = await get(url, `/__emulator/outbox?to=${encodeURIComponent(email)}`);
      const auth = await post(
        url,
        '/sdk/v1/magic_links/authenticate',
        { token: messages.at(-1)?.token, session_duration_minutes: 30 },
        pt,
      );
      if (!auth.session_token || !auth.session_jwt) throw new Error('missing tokens');
    },
    password: async (url, i) => {
      const email = `load-pw-${i}@example.com`;
      await post(
        url,
        '/sdk/v1/passwords',
        { email, password: PASSWORD, session_duration_minutes: 30 },
        pt,
      );
      const auth = await post(
        url,
        '/sdk/v1/passwords/authenticate',
        { email, password: PASSWORD, session_duration_minutes: 30 },
        pt,
      );
      if (!auth.session_token || !auth.session_jwt) throw new Error('missing tokens');
    },
  };
}

const bareFlows = {
  otp: async (url, i) => {
    await post(url, '/a', { email: `b${i}@example.com` }, 'x');
    await get(url, '/b');
    await post(url, '/c', { token: '123456', method_id: 'm' }, 'x');
  },
  link: async (url, i) => {
    await post(url, '/a', { email: `b${i}@example.com`, signup_magic_link_url: REDIRECT }, 'x');
    await get(url, '/b');
    await post(url, '/c', { token: 'x'.repeat(44), session_duration_minutes: 30 }, 'x');
  },
  password: async (url, i) => {
    await post(url, '/a', { email: `b${i}@example.com`, password: PASSWORD }, 'x');
    await post(url, '/b', { email: `b${i}@example.com`, password: PASSWORD }, 'x');
  },
};

/** The same flow on other indexes, so every phase uses addresses of its own. */
const shifted = (flow, offset) => (url, i) => flow(url, i + offset);

const clientCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The p-th percentile of `values` (sorted in place); 0 for none. */
function percentile(values, p) {
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
}

/**
 * Runs `total` flows with `clients` concurrent workers against `server`, stopping early at the
 * deadline.
 */
async function run(flow, server, total, clients, deadline) {
  const { url } = server;
  const latencies = [];
  // The first `clients` flows start together on a server that has compiled little yet; the
  // rest start as earlier ones end. Kept apart so the output shows which sets the p99.
  const firstWave = [];
  const later = [];
  const errors = [];
  let next = 0;
  const [server0, client0] = [await server.cpu(), clientCpu()];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total && performance.now() < deadline) {
        const i = next++;
        const t0 = performance.now();
        try {
          await flow(url, i);
          const ms = performance.now() - t0;
          latencies.push(ms);
          (i < clients ? firstWave : later).push(ms);
        } catch (error) {
          errors.push(String(error.message ?? error));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const perFlow = (ms) => ms / Math.max(1, latencies.length);
  const clientMs = perFlow(clientCpu() - client0);
  const serverMs = perFlow((await server.cpu()) - server0);
  return {
    done: latencies.length,
    errors,
    seconds,
    rate: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    firstWaveMax: Math.max(0, ...firstWave),
    p99Later: percentile(later, 99),
    serverMs,
    clientMs,
  };
}

const clients = arg('clients', 32);
const counts = { otp: arg('otp', 600), link: arg('link', 600), password: arg('password', 150) };
/** The flows measured from a cold start, in this order. */
const KINDS = ['otp', 'link', 'password'];
const maxSeconds = arg('max-seconds', 60);
const warmFlows = arg('warm', 1500);

/** The rows of one round (fresh servers); `warmClient` first warms this process's fetch code. */
async function round(number, warmClient) {
  const dir = mkdtempSync(join(tmpdir(), 'test-api-load-'));
  const db = join(dir, 'load.sqlite');
  const pt = 'public-token-test-load-benchmark';
  const rows = [];
  const api = await startChild('test-api', db);
  const bare = await startChild('bare');
  try {
    // Warm-up: the project's signing key and the zxcvbn dictionaries are built on first use.
    for (const kind of KINDS) await testApiFlows(pt)[kind](api.url, -1);
    // The client's own warm-up (its fetch code is cold for the first few hundred flows, at
    // under half its steady rate) would otherwise be charged to whichever server runs first.
    // Warm the client against a throwaway bare server, so both measured servers start cold.
    if (warmClient) {
      const warm = await startChild('bare');
      try {
        for (const kind of KINDS) {
          const deadline = performance.now() + maxSeconds * 1000;
          await run(bareFlows[kind], warm, counts[kind], clients, deadline);
        }
      } finally {
        warm.stop();
      }
    }
    for (const kind of KINDS) {
      const deadline = performance.now() + maxSeconds * 1000;
      const real = await run(testApiFlows(pt)[kind], api, counts[kind], clients, deadline);
      const base = await run(
        bareFlows[kind],
        bare,
        counts[kind],
        clients,
        performance.now() + maxSeconds * 1000,
      );
      rows.push({ server: 'test API', flow: kind, ...real });
      rows.push({ server: 'bare node:http', flow: kind, ...base });
    }
    // Steady state: each server serves --warm OTP flows unmeasured, then --otp measured ones.
    let warmSent = 0;
    const warmErrors = [];
    if (warmFlows > 0) {
      const servers = [
        ['test API', api, testApiFlows(pt).otp],
        ['bare node:http', bare, bareFlows.otp],
      ];
      for (const [server, running, flow] of servers) {
        const warmup = await run(
          shifted(flow, 1_000_000),
          running,
          warmFlows,
          clients,
          performance.now() + maxSeconds * 1000,
        );
        const measured = await run(
          shifted(flow, 2_000_000),
          running,
          counts.otp,
          clients,
          performance.now() + maxSeconds * 1000,
        );
        warmErrors.push(...warmup.errors);
        if (server === 'test API') warmSent = warmup.done + measured.done;
        rows.push({ server, flow: 'otp warm', ...measured });
      }
    }
    // Lost-write check: every OTP send left one outbox message and one user per email.
    const { messages } = await get(api.url, '/__emulator/outbox?kind=otp');
    const otp = find(rows, 'test API', 'otp');
    const sent = otp.done + warmSent + 1; // + the first warm-up login
    const distinct = new Set(messages.map((m) => m.to)).size;
    const links = (await get(api.url, '/__emulator/outbox?kind=magic_link')).messages;
    const linksSent = find(rows, 'test API', 'link').done + 1;
    const linkTargets = new Set(links.map((m) => m.to)).size;
    // Every flow the test API served, warm-ups included: the store holds them all.
    const served = sent + linksSent + find(rows, 'test API', 'password').done + 1;
    const store = storeBytes(db);
    console.log(
      `\nTest API load benchmark, round ${number}: ${clients} concurrent clients on loopback, Node ${process.version}`,
    );
    console.log(
      'server           flow      flows  flows/s   p50 ms   p99 ms  1st wave max ms  p99 after it ms  errors  server CPU ms/flow  client CPU ms/flow',
    );
    for (const r of rows) {
      console.log(
        `${r.server.padEnd(16)} ${r.flow.padEnd(8)} ${String(r.done).padStart(6)} ${r.rate.toFixed(1).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.firstWaveMax.toFixed(1).padStart(16)} ${r.p99Later.toFixed(1).padStart(16)} ${String(r.errors.length).padStart(7)} ${r.serverMs.toFixed(3).padStart(19)} ${r.clientMs.toFixed(3).padStart(19)}`,
      );
    }
    for (const flow of COMPARED) {
      const compared = comparison(rows, flow);
      if (!compared) continue;
      console.log(
        `${flow.padEnd(8)} test API / bare: rate ${compared.rate.toFixed(2)}×, p99 ${compared.p99.toFixed(2)}× (first wave's slowest ${compared.firstWave.toFixed(2)}×, p99 after it ${compared.p99Later.toFixed(2)}×)`,
      );
    }
    const errors = [...rows.flatMap((r) => r.errors), ...warmErrors];
    if (errors.length) console.log(`first errors: ${[...new Set(errors)].slice(0, 5).join('; ')}`);
    const pair = passwordBesideLink(rows);
    console.log(
      `password beside magic link (test API): server CPU ${pair.passwordMs.toFixed(2)} vs ${pair.linkMs.toFixed(2)} ms/flow (${pair.cpu.toFixed(2)}×), p99 ${pair.passwordP99.toFixed(1)} vs ${pair.linkP99.toFixed(1)} ms (${pair.p99.toFixed(2)}×)`,
    );
    const lost =
      messages.length !== sent ||
      distinct !== sent ||
      links.length !== linksSent ||
      linkTargets !== linksSent;
    console.log(
      `outbox check: ${messages.length} OTP messages for ${sent} sends to ${distinct} addresses, ${links.length} magic links for ${linksSent} sends to ${linkTargets} → ${lost ? 'LOST WRITES' : 'no lost writes'}`,
    );
    console.log(
      `store: ${mb(store.total)} MB (database ${mb(store.database)} MB + log ${mb(store.log)} MB) after ${served} flows → ${(store.total / served / 1024).toFixed(1)} KB/flow`,
    );
    return { rows, failed: errors.length > 0 || lost, pair, bytesPerFlow: store.total / served };
  } finally {
    api.stop();
    bare.stop();
    setTimeout(() => rmSync(dir, { recursive: true, force: true }), 500).unref();
  }
}

/** The rows the ratios are printed for: the cold OTP and magic-link flows and the warm OTP ones. */
const COMPARED = ['otp', 'link', 'otp warm'];

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** The store's size on disk: the database file and its write-ahead log. */
function storeBytes(db) {
  const size = (path) => {
    try {
      return statSync(path).size;
    } catch {
      return 0;
    }
  };
  const database = size(db);
  const log = size(`${db}-wal`);
  return { database, log, total: database + log };
}

/** The test API's password flow against its magic-link flow, from one round's rows. */
function passwordBesideLink(rows) {
  const password = find(rows, 'test API', 'password');
  const link = find(rows, 'test API', 'link');
  return {
    passwordMs: password.serverMs,
    linkMs: link.serverMs,
    cpu: password.serverMs / link.serverMs,
    passwordP99: password.p99,
    linkP99: link.p99,
    p99: password.p99 / link.p99,
  };
}

const find = (rows, server, flow) => rows.find((r) => r.server === server && r.flow === flow);

/**
 * The test API's rate, p99, first wave's slowest flow and p99 after the first wave against the
 * bare server's for one flow, and its CPU per flow.
 */
function comparison(rows, flow) {
  const real = find(rows, 'test API', flow);
  const base = find(rows, 'bare node:http', flow);
  if (!real || !base) return null;
  return {
    rate: real.rate / base.rate,
    p99: real.p99 / base.p99,
    firstWave: real.firstWaveMax / base.firstWaveMax,
    p99Later: real.p99Later / base.p99Later,
    serverMs: real.serverMs,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const rounds = Math.max(1, arg('rounds', 3));
  const results = [];
  for (let number = 1; number <= rounds; number++) results.push(await round(number, number === 1));
  process.exitCode = results.some((r) => r.failed) ? 1 : 0;
  if (rounds === 1) return;
  // One figure over the rounds: its median, then each round's value.
  const spread = (values, unit) =>
    `${median(values).toFixed(2)}${unit} (${values.map((v) => v.toFixed(2)).join(', ')})`;
  const pairs = results.map((r) => r.pair);
  console.log(`\nOver ${rounds} rounds (median, then each round):`);
  for (const flow of COMPARED) {
    const compared = results.map(({ rows }) => comparison(rows, flow)).filter(Boolean);
    if (compared.length === 0) continue;
    const over = (key) =>
      spread(
        compared.map((c) => c[key]),
        key === 'serverMs' ? ' ms/flow' : '×',
      );
    console.log(
      `${flow.padEnd(8)} test API / bare: rate ${over('rate')}, p99 ${over('p99')}; first wave's slowest ${over('firstWave')}, p99 after it ${over('p99Later')}; test API CPU ${over('serverMs')}`,
    );
  }
  const of = (key) => pairs.map((pair) => pair[key]);
  console.log(
    `password beside magic link: server CPU ${spread(of('passwordMs'), ' ms/flow')} vs ${spread(of('linkMs'), ' ms/flow')} → ${spread(of('cpu'), '×')}; p99 ${spread(of('passwordP99'), ' ms')} vs ${spread(of('linkP99'), ' ms')} → ${spread(of('p99'), '×')}`,
  );
  console.log(
    `store: ${spread(
      results.map((r) => r.bytesPerFlow / 1024),
      ' KB/flow',
    )}`,
  );
}

// ---- child mode: run one server and print its URL -------------------------------------
// Dispatch last, once every declaration above is initialised.
if (args[0] === '--serve') {
  const kind = args[1];
  process.on('message', (message) => {
    if (message === 'cpu') process.send(process.cpuUsage());
  });
  if (kind === 'bare') {
    const server = createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = text ? JSON.parse(text) : {};
        const out = JSON.stringify({ data: { status_code: 200, echo: Object.keys(body).length } });
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(out),
        });
        res.end(out);
      });
    });
    server.listen(0, '127.0.0.1', () =>
      console.log(`READY http://127.0.0.1:${server.address().port}`),
    );
  } else {
    const { startTestApi } = await import('../../harness/test-api/index.ts');
    const running = await startTestApi({ port: 0, db: args[2], passwordHashCost: args[3] });
    console.log(`READY ${running.url}`);
    process.on('SIGTERM', () => running.close().then(() => process.exit(0)));
  }
} else {
  await main();
}
