import { request } from 'node:http';
import { createServer } from 'node:net';

/** Whether anything still answers at the URL (a refused connection means nothing listens). */
export async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A server-starting function that also records each started server's URL, so a test can
 * knock on every real port afterwards (used inside `vi.mock` factories).
 */
export function recordingStarts<A extends unknown[], S extends { url: string }>(
  start: (...args: A) => Promise<S>,
  urls: string[],
): (...args: A) => Promise<S> {
  return async (...args) => {
    const server = await start(...args);
    urls.push(server.url);
    return server;
  };
}

/** A GET with a chosen Host header (fetch does not let a caller set it). */
export function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(url), { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A port free right now on 127.0.0.1 (for a config that must name an address before its server starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
