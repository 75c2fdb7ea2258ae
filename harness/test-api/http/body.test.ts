import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { readRawBody } from './body';

// A stand-in request: readRawBody reads only the stream and the Content-Length header.
function request(contentLength?: number): PassThrough & IncomingMessage {
  const stream = new PassThrough() as PassThrough & IncomingMessage;
  stream.headers = contentLength === undefined ? {} : { 'content-length': String(contentLength) };
  return stream;
}

/** Settles to 'pending' when the promise has not settled after the stream's events ran. */
async function state(promise: Promise<string>): Promise<string> {
  const settled = promise.then(
    (text) => `resolved ${text}`,
    (error: unknown) => (error instanceof ApiError ? `rejected ${error.status}` : 'rejected ?'),
  );
  return Promise.race([
    settled,
    new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);
}

describe('readRawBody', () => {
  it('returns a body within the limit', async () => {
    const req = request();
    const body = readRawBody(req, 10, 100);
    req.end('{"a":1}');
    expect(await state(body)).toBe('resolved {"a":1}');
  });

  it('keeps reading an oversized body up to the drain cap before refusing it', async () => {
    const req = request();
    const body = readRawBody(req, 10, 100);
    req.write('x'.repeat(50));
    // The client is still uploading: answering now would reset its connection.
    expect(await state(body)).toBe('pending');
    req.end('x'.repeat(20));
    expect(await state(body)).toBe('rejected 413');
  });

  it('refuses once the drain cap is passed, without waiting for the rest', async () => {
    const req = request();
    const body = readRawBody(req, 10, 100);
    req.write('x'.repeat(111));
    expect(await state(body)).toBe('rejected 413');
  });

  it('refuses at once a declared length beyond the limit and the drain cap', async () => {
    const req = request(1_000);
    expect(await state(readRawBody(req, 10, 100))).toBe('rejected 413');
  });

  it('waits for a declared oversized length within the drain cap to arrive', async () => {
    const req = request(60);
    const body = readRawBody(req, 10, 100);
    expect(await state(body)).toBe('pending');
    req.end('x'.repeat(60));
    expect(await state(body)).toBe('rejected 413');
  });

  it('settles when the client goes away mid-body', async () => {
    const req = request(60);
    const body = readRawBody(req, 10, 100);
    req.write('x'.repeat(5));
    req.destroy();
    expect(await state(body)).toBe('rejected 400');
  });
});
