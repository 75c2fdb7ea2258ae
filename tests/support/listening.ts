import { readFile } from 'node:fs/promises';
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

/** The kernel's ephemeral range: where `listen(0)`, Chromium's DevTools port and outgoing connections take their ports. */
export async function ephemeralPortRange(): Promise<[number, number]> {
  try {
    const [low, high] = (await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'))
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: IANA's dynamic range, which macOS and Windows use.
  }
  return [49152, 65535];
}

async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) await new Promise((resolve) => server.close(resolve));
  return listening;
}

/**
 * A port free right now on 127.0.0.1, for a config that must name an address before its server
 * starts (an app is built from it first). It is picked below the ephemeral range: a port from
 * that range can be handed to any socket in the seconds before the server binds it (another
 * server's `listen(0)`, a browser's DevTools port, an outgoing connection).
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = await ephemeralPortRange();
  const low = 10_000;
  const high = Math.max(low + 1_000, ephemeralLow) - 1;
  for (let tries = 0; tries < 200; tries++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${low} and ${high} on 127.0.0.1`);
}
