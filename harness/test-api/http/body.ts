import type { IncomingMessage } from 'node:http';
import { ApiError, badRequest } from '../errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * How much of an oversized body is read and thrown away before the 413 goes out. A client
 * such as Node's fetch writes its whole body before reading the answer; answering and closing
 * mid-upload resets its connection instead of showing it the 413.
 */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Reads the whole body. Past `limit` bytes nothing more is kept: the rest is drained, up to
 * `drainCap` more bytes, and then the body is refused with 413.
 */
export function readRawBody(
  req: IncomingMessage,
  limit = MAX_BODY_BYTES,
  drainCap = MAX_DRAIN_BYTES,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      chunks = [];
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit + drainCap) {
      // Too big to drain: answer now; this client may see a reset, which is the bounded choice.
      req.resume();
      settle(() => reject(tooLarge(limit)));
      return;
    }
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit + drainCap) settle(() => reject(tooLarge(limit)));
      else chunks = [];
    });
    req.on('end', () => {
      settle(() =>
        size > limit ? reject(tooLarge(limit)) : resolve(Buffer.concat(chunks).toString('utf8')),
      );
    });
    req.on('error', (err) => {
      settle(() => reject(badRequest(`Could not read the request body: ${err.message}`)));
    });
    // A client that goes away mid-body emits close without end; the handler must still finish.
    req.on('close', () => {
      settle(() => reject(badRequest('The client closed the connection before the body ended.')));
    });
  });
}

const tooLarge = (limit: number): ApiError =>
  new ApiError(413, 'request_too_large', `The request body is larger than ${limit} bytes.`);

/** Parses a JSON body. An empty body is `undefined` (the SDK sends none on some POSTs). */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw badRequest(`The request body is not valid JSON: ${reason}`, 'invalid_json');
  }
}
