import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ownAndAllowedHosts } from '../shared/allowed-hosts';
import { listenOn } from '../shared/listen-error';
import { UserError } from '../shared/user-error';
import { createTestApi, type TestApi } from './app';
import { newRequestId } from './cryptography/random';
import { ApiError } from './errors';
import type { TestApiOptions } from './options';
import { checkSeedData, loadSeedFile } from './seed/file';
import { importSeed, type SeedResult } from './seed/import';

export const DEFAULT_PORT = 4010;

export interface StartOptions extends TestApiOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  /** Default 127.0.0.1 (loopback only: this server is never for production). */
  host?: string;
}

export interface RunningTestApi {
  url: string;
  port: number;
  api: TestApi;
  /** What `seedFile` / `seed` added at start; null when neither was given. */
  seeded: SeedResult | null;
  close(): Promise<void>;
}

/** Binds the test API to a port. Prints nothing; see formatReadyLine for the CLI. */
export async function startTestApi(options: StartOptions = {}): Promise<RunningTestApi> {
  // A broken seed file stops start-up before anything is opened.
  const seedData = options.seedFile
    ? loadSeedFile(options.seedFile)
    : options.seed && checkSeedData(options.seed, 'seed');
  const host = options.host ?? '127.0.0.1';
  // The address it binds (or, bound to every interface, this machine's) is its own name.
  const api = createTestApi({
    ...options,
    allowedHosts: ownAndAllowedHosts(options.allowedHosts, [host]),
  });
  let seeded: SeedResult | null = null;
  try {
    if (seedData) seeded = await importSeed(api, seedData, { onConflict: 'skip' });
  } catch (error) {
    await api.close();
    throw error instanceof Error
      ? new UserError(`Seeding failed: ${error.message}`, {
          fix: 'Fix the seed file (see the seed format in the test API README).',
          cause: error,
        })
      : error;
  }
  // Node would answer a missing Host with a bare 400; the handler answers it with error JSON.
  const server = createServer({ requireHostHeader: false }, api.handler);
  // A client that stalls mid-request is cut off instead of holding a socket forever.
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.on('clientError', answerMalformedRequest);
  try {
    await listenOn(server, options.port ?? DEFAULT_PORT, host, 'test API');
  } catch (error) {
    await api.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    api,
    seeded,
    close() {
      // Sockets are dropped at once; handlers already running still finish before the
      // database closes (api.close waits for them).
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => api.close());
      return closing;
    },
  };
}

/**
 * Requests Node's HTTP parser rejects (bad header syntax, oversized headers) never reach the
 * handler; they still get the provider's error JSON instead of a bare "400 Bad Request".
 */
function answerMalformedRequest(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    new ApiError(
      status,
      tooLarge ? 'request_headers_too_large' : 'malformed_request',
      tooLarge
        ? 'The request headers are too large.'
        : `The HTTP request is malformed (${error.code ?? error.message}).`,
    ).toBody(newRequestId()),
  );
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The line the CLI prints once the server is up. */
export const formatReadyLine = (url: string): string => `Stytch test API listening on ${url}`;
