import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { startServer } from './support/server';

// Requests too broken for fetch: written by hand on a raw socket.

let server: RunningTestApi;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** Sends `request`; with `halfClose` the client then stops writing (a truncated upload). */
function raw(request: string, halfClose = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () =>
      halfClose ? socket.end(request) : socket.write(request),
    );
    let out = '';
    socket.on('data', (chunk) => {
      out += chunk;
    });
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

describe('malformed HTTP', () => {
  it('answers a broken header line with error JSON', async () => {
    const res = await raw('POST /sdk/v1/events HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(res).toMatch(/^HTTP\/1\.1 400/);
    expect(res).toContain('application/json');
    expect(res).toContain('"error_type":"malformed_request"');
  });

  it('answers oversized headers with 431 error JSON', async () => {
    const res = await raw(
      `GET /__emulator/clock HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(res).toMatch(/^HTTP\/1\.1 431/);
    expect(res).toContain('"error_type":"request_headers_too_large"');
  });

  it('answers a body shorter than its Content-Length once the socket closes', async () => {
    const res = await raw(
      'POST /sdk/v1/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\nConnection: close\r\n\r\n[1,',
      true,
    ).catch(() => '');
    // The client gave up mid-body: nothing to answer, but the server must stay healthy.
    expect(typeof res).toBe('string');
    const ok = await fetch(`${server.url}/__emulator/clock`);
    expect(ok.status).toBe(200);
  });
});
