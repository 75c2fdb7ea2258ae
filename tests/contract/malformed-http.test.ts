import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { startServer } from './support/server';

// Requests too broken for fetch: written by hand on a raw socket (latin1, byte for byte).

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
      halfClose
        ? socket.end(Buffer.from(request, 'latin1'))
        : socket.write(Buffer.from(request, 'latin1')),
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
    const res = await raw('POST /sdk/v1/events HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(res).toMatch(/^HTTP\/1\.1 400/);
    expect(res).toContain('application/json');
    expect(res).toContain('"error_type":"malformed_request"');
  });

  it('answers oversized headers with 431 error JSON', async () => {
    const res = await raw(
      `GET /__emulator/clock HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(res).toMatch(/^HTTP\/1\.1 431/);
    expect(res).toContain('"error_type":"request_headers_too_large"');
  });

  it('answers a missing Host header with error JSON naming it', async () => {
    const res = await raw('GET /__emulator/clock HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(res).toMatch(/^HTTP\/1\.1 400/);
    expect(res).toContain('"error_type":"malformed_request"');
    expect(res).toMatch(/Host header/);
  });

  it('answers a bad Content-Length or chunk framing with error JSON', async () => {
    for (const framing of [
      'Content-Length: abc\r\n\r\n',
      'Content-Length: 99999999999999999999\r\n\r\n',
      'Transfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n',
    ]) {
      const res = await raw(
        `POST /sdk/v1/events HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${framing}`,
      );
      expect(res, framing).toMatch(/^HTTP\/1\.1 400/);
      expect(res, framing).toContain('"error_type":"malformed_request"');
    }
  });

  it('answers Authorization headers that are not Basic public_token:secret with 401 JSON', async () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const cases = [
      ['Basic \xff\xfe', 'unauthorized_credentials'],
      [`Basic ${b64(':secret')}`, 'unauthorized_credentials'],
      [`Basic ${b64('hello:secret')}`, 'invalid_public_token'],
      [`Basic ${b64('public-token-live-abc:secret')}`, 'invalid_public_token'],
    ] as const;
    for (const [header, errorType] of cases) {
      const res = await raw(
        `POST /sdk/v1/sessions/authenticate HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${header}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      );
      expect(res, header).toMatch(/^HTTP\/1\.1 401/);
      expect(res, header).toContain(`"error_type":"${errorType}"`);
    }
  });

  it('answers a body cut short by the client with 400 error JSON, then closes cleanly', async () => {
    // The client stops writing 7 bytes short of its Content-Length; raw() fails on a reset.
    const res = await raw(
      'POST /sdk/v1/events HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10\r\nConnection: close\r\n\r\n[1,',
      true,
    );
    const [head = '', body = ''] = res.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toContain('Connection: close');
    expect(JSON.parse(body)).toMatchObject({
      status_code: 400,
      error_type: 'malformed_request',
      error_message: expect.stringMatching(/malformed/),
    });
    const ok = await fetch(`${server.url}/__emulator/clock`);
    expect(ok.status).toBe(200);
  });
});
