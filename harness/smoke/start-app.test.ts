import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/listening';
import { startApp } from './start-app';

// The start, wait and stop of `smoke --start`, on real processes: shell command lines that
// print, serve, exit or start processes of their own.

/** Whether a process still runs (a zombie, exited and not yet reaped, does not). */
function running(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    const state = readFileSync(stat, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

const node = (code: string) => `"${process.execPath}" -e "${code}"`;

/** A server on `port` answering 200, printing its pid once it listens. */
const server = (port: number) =>
  node(
    `require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1', () => console.log('listening', process.pid))`,
  );

const pidsIn = (lines: readonly string[], word: string) =>
  lines.flatMap((line) => {
    const match = new RegExp(`${word} (\\d+)`).exec(line);
    return match ? [Number(match[1])] : [];
  });

describe('startApp', () => {
  it('resolves once the URL answers, and close() stops the whole process group', async () => {
    const port = await freePort();
    // The shell starts a background process of its own, as `npm start` scripts do.
    const app = await startApp({
      command: `sleep 300 & echo sleeper $!; ${server(port)}`,
      url: `http://127.0.0.1:${port}/`,
      timeoutMs: 20_000,
    });
    const [sleeper] = pidsIn(app.output(), 'sleeper');
    const [listening] = pidsIn(app.output(), 'listening');
    expect(sleeper && running(sleeper)).toBe(true);
    expect(listening && running(listening)).toBe(true);
    await app.close();
    expect([sleeper, listening].map((pid) => running(pid ?? 0))).toEqual([false, false]);
  });

  it('passes its environment on to the command', async () => {
    const port = await freePort();
    const app = await startApp({
      command: `echo "value $SMOKE_START_TEST"; ${server(port)}`,
      url: `http://127.0.0.1:${port}/`,
      env: { SMOKE_START_TEST: 'given' },
    });
    await app.close();
    expect(app.output()).toContain('value given');
  });

  it('an app that never answers: the timeout error holds its last output, and it is stopped', async () => {
    const port = await freePort();
    const started = startApp({
      command: node(
        "console.log('booting', process.pid); console.error('waiting for the database'); setInterval(() => {}, 1000)",
      ),
      url: `http://127.0.0.1:${port}/`,
      // Long enough for a busy machine to start node and print, short for a test.
      timeoutMs: 4_000,
    });
    const error = (await started.catch((e: unknown) => e)) as Error;
    expect(error.message).toContain(`http://127.0.0.1:${port}/ did not answer within 4 s`);
    expect(error.message).toMatch(
      /Its last output:\n {2}\| booting \d+\n {2}\| waiting for the database/,
    );
    const [pid] = pidsIn(error.message.split('\n'), 'booting');
    expect(pid && running(pid)).toBe(false);
  });

  it('an app that exits early: the error says so, with its output', async () => {
    const port = await freePort();
    const error = (await startApp({
      command: node("console.error('Error: listen EADDRINUSE'); process.exit(3)"),
      url: `http://127.0.0.1:${port}/`,
      timeoutMs: 20_000,
    }).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(
      /exited with code 3 before http:\/\/127\.0\.0\.1:\d+\/ answered\. Its last output:\n {2}\| Error: listen EADDRINUSE/,
    );
  });

  it('refuses to start when something already answers at the URL', async () => {
    const taken = createServer((_req, res) => res.end('old'));
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(taken.address() as AddressInfo).port}/`;
    try {
      await expect(startApp({ command: 'echo never', url })).rejects.toThrow(
        `--start: something already answers at ${url}.`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('waits past a 404 (routes not mounted yet) until the page answers', async () => {
    const port = await freePort();
    // 404 to its first three requests, then 200.
    const app = await startApp({
      command: node(
        `let n = 0; require('http').createServer((q, s) => { s.statusCode = ++n <= 3 ? 404 : 200; console.log('status', s.statusCode); s.end(); }).listen(${port}, '127.0.0.1')`,
      ),
      url: `http://127.0.0.1:${port}/`,
    });
    try {
      // The app's line for the answer that ended the wait can reach the pipe after it ended.
      await expect.poll(() => app.output().includes('status 200'), { timeout: 5_000 }).toBe(true);
      expect(app.output().slice(0, 4)).toEqual([
        'status 404',
        'status 404',
        'status 404',
        'status 200',
      ]);
    } finally {
      await app.close();
    }
  });
});
