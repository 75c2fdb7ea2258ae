import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { startServer } from './support/server';

// A body over the limit must get its 413 error JSON, never a reset connection: a client such
// as Node's fetch writes the whole body before it reads the answer, so a server that answers
// and closes mid-upload makes the write fail (EPIPE/ECONNRESET) instead.

let server: RunningTestApi;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const TRIES = 20;
const BODY_BYTES = 8 * 1024 * 1024;

/**
 * Sends the body TRIES times from a worker thread. With client and server on one event loop
 * the server always reads the whole upload before the answer goes out and the race never
 * shows; on its own thread the client uploads while the server answers, as a real one does.
 */
function sendOversized(mode: 'length' | 'chunked'): Promise<string[]> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { url, tries, bytes, mode } = workerData;
    (async () => {
      const outcomes = [];
      for (let i = 0; i < tries; i++) {
        const chunk = new Uint8Array(64 * 1024).fill(120);
        const body = mode === 'length'
          ? 'x'.repeat(bytes)
          : new ReadableStream({
              start(controller) {
                for (let sent = 0; sent < bytes; sent += chunk.length) controller.enqueue(chunk);
                controller.close();
              },
            });
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
            duplex: 'half',
          });
          const json = await res.json().catch(() => null);
          outcomes.push(res.status + ' ' + (json && json.error_type));
        } catch (error) {
          outcomes.push('failed: ' + ((error.cause && error.cause.code) || error.message));
        }
      }
      parentPort.postMessage(outcomes);
    })();
  `;
  const worker = new Worker(source, {
    eval: true,
    workerData: {
      url: `${server.url}/sdk/v1/otps/email/login_or_create`,
      tries: TRIES,
      bytes: BODY_BYTES,
      mode,
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (outcomes: string[]) => {
      resolve(outcomes);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('an oversized request body', () => {
  it('gets its 413 error JSON every time with a Content-Length (8 MB, 20 tries)', async () => {
    const outcomes = await sendOversized('length');
    expect(outcomes).toEqual(Array(TRIES).fill('413 request_too_large'));
  }, 60_000);

  it('gets its 413 error JSON every time when chunked (8 MB, 20 tries)', async () => {
    const outcomes = await sendOversized('chunked');
    expect(outcomes).toEqual(Array(TRIES).fill('413 request_too_large'));
  }, 60_000);

  it('leaves the server answering afterwards', async () => {
    const res = await fetch(`${server.url}/__emulator/clock`);
    expect(res.status).toBe(200);
  });
});
