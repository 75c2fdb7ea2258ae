import type { Server } from 'node:net';
import { UserError } from './user-error';

// A port in use or an address this machine lacks is the person's to fix, not a crash.

/** Which server could not listen, so the CLI can name the flag that moves it. */
/** The address is not this machine's, or the host name does not resolve. */
export const NO_SUCH_ADDRESS: readonly string[] = ['EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN'];

export type ServerRole = 'test API' | 'page server';

/** A server could not listen on its port or address (EADDRINUSE, EACCES, EADDRNOTAVAIL). */
export class ListenError extends UserError {
  readonly role: ServerRole;
  readonly host: string;
  readonly port: number;
  readonly code: string;

  constructor(role: ServerRole, host: string, port: number, cause: NodeJS.ErrnoException) {
    const code = cause.code ?? 'unknown';
    const where = `${host}:${port}`;
    const message =
      code === 'EADDRINUSE'
        ? `Port ${port} is already in use (${role} on ${where}).`
        : code === 'EACCES'
          ? `No permission to listen on port ${port} (${role} on ${where}).`
          : NO_SUCH_ADDRESS.includes(code)
            ? `Cannot listen on ${host}: no such address on this machine (${role}).`
            : `Cannot listen on ${where} (${role}): ${cause.message}`;
    const fix = NO_SUCH_ADDRESS.includes(code)
      ? 'Listen on an address of this machine, such as 127.0.0.1.'
      : 'Stop what uses it, or pick another port (0 picks a free one).';
    super(message, { kind: 'refused', fix, cause });
    this.name = 'ListenError';
    this.role = role;
    this.host = host;
    this.port = port;
    this.code = code;
  }
}

/** `server.listen` as a promise that rejects with a ListenError the CLI can print. */
export function listenOn(
  server: Server,
  port: number,
  host: string,
  role: ServerRole,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(
        ['EADDRINUSE', 'EACCES', ...NO_SUCH_ADDRESS].includes(error.code ?? '')
          ? new ListenError(role, host, port, error)
          : error,
      );
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}
