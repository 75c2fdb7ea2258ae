import type { IncomingMessage } from 'node:http';
import { ApiError, badRequest } from '../errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads the whole body, refusing more than `limit` bytes without buffering the excess. */
export function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(tooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (err) => {
      if (!failed) {
        failed = true;
        reject(badRequest(`Could not read the request body: ${err.message}`));
      }
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
