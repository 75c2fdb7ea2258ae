import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { type RawZxcvbnScore, scorePassword, translateScore, type ZxcvbnScore } from './zxcvbn';

// zxcvbn is pure CPU: ~40 ms for a typical password and over a second for a long repetitive
// one, which on the main thread would stall every other request. It runs in one worker
// thread instead. The worker is inline source (no separate file for tsx, vitest and the
// bundled CLI to locate) and loads the packages by absolute path resolved here. If it cannot
// start or dies, scoring falls back to the calling thread: slower under load, never wrong.

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const { dictionary, adjacencyGraphs } = require(workerData.common);
const factory = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const r = factory.check(password, userInputs);
    parentPort.postMessage({ id, score: r.score, warning: r.feedback.warning, suggestions: r.feedback.suggestions });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

interface Pending {
  resolve(raw: RawZxcvbnScore): void;
  /** Scores on this thread instead (the worker failed). */
  fallback(): void;
}

type Reply = ({ id: number } & RawZxcvbnScore) | { id: number; error: string };

let worker: Worker | null = null;
let disabled = false;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(): void {
  const calls = [...pending.values()];
  pending.clear();
  for (const call of calls) call.fallback();
}

function getWorker(): Worker | null {
  if (worker || disabled) return worker;
  try {
    const require = createRequire(import.meta.url);
    worker = new Worker(SOURCE, {
      eval: true,
      workerData: {
        core: require.resolve('@zxcvbn-ts/core'),
        common: require.resolve('@zxcvbn-ts/language-common'),
      },
    });
  } catch {
    disabled = true;
    return null;
  }
  // Idle, it must not keep a process (a test run, the CLI after close) alive.
  worker.unref();
  const running = worker;
  worker.on('message', (reply: Reply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) running.unref();
    if ('error' in reply) call.fallback();
    else call.resolve(reply);
  });
  worker.on('error', (error) => {
    // A worker that cannot load zxcvbn will not do better next time: stay on this thread.
    disabled = true;
    console.error('[test-api] zxcvbn worker failed; scoring on the main thread:', error);
  });
  worker.on('exit', () => {
    worker = null;
    failAll();
  });
  return worker;
}

/** Scores a password in the worker thread (or here, if the worker is unavailable). */
export function scorePasswordOffThread(
  password: string,
  userInputs: string[],
): Promise<ZxcvbnScore> {
  const target = getWorker();
  if (!target) return Promise.resolve(scorePassword(password, userInputs));
  return new Promise((resolve) => {
    const id = nextId++;
    if (pending.size === 0) target.ref();
    pending.set(id, {
      resolve: (raw) => resolve(translateScore(raw)),
      fallback: () => resolve(scorePassword(password, userInputs)),
    });
    target.postMessage({ id, password, userInputs });
  });
}
