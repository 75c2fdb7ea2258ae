import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ListenError, listenOn } from './listen-error';

const servers: Server[] = [];
const server = () => {
  const s = createServer();
  servers.push(s);
  return s;
};

afterEach(async () => {
  await Promise.all(
    servers
      .splice(0)
      .map((s) => new Promise((resolve) => (s.listening ? s.close(resolve) : resolve(null)))),
  );
});

describe('listenOn', () => {
  it('listens, and a busy port is a ListenError naming the server, the port and the fix', async () => {
    const first = server();
    await listenOn(first, 0, '127.0.0.1', 'test API');
    const { port } = first.address() as { port: number };
    const error = await listenOn(server(), port, '127.0.0.1', 'page server').catch((e) => e);
    expect(error).toBeInstanceOf(ListenError);
    expect(error).toMatchObject({ role: 'page server', port, code: 'EADDRINUSE', kind: 'refused' });
    expect((error as ListenError).lines).toEqual([
      `Port ${port} is already in use (page server on 127.0.0.1:${port}).`,
      'Stop what uses it, or pick another port (0 picks a free one).',
    ]);
    expect((error as ListenError).cause).toMatchObject({ code: 'EADDRINUSE' });
  });

  it('an address that is not this machine’s says so', async () => {
    // 192.0.2.0/24 is reserved for documentation: never a local address.
    const error = await listenOn(server(), 0, '192.0.2.1', 'test API').catch((e) => e);
    expect(error).toBeInstanceOf(ListenError);
    expect((error as ListenError).message).toBe(
      'Cannot listen on 192.0.2.1: no such address on this machine (test API).',
    );
  });
});
