import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkReachable } from './reachable';
import { UserError } from './user-error';

describe('checkReachable', () => {
  it('accepts a site that answers, whatever its status', async () => {
    const server = createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await expect(checkReachable(`http://127.0.0.1:${port}/`, '--url')).resolves.toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a site that does not answer: a refused UserError with the reason and the fix', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const error = await checkReachable(`http://127.0.0.1:${port}/`, '--url', {
      fix: 'Start it.',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).kind).toBe('refused');
    expect((error as UserError).lines).toEqual([
      `--url http://127.0.0.1:${port}/ does not answer (ECONNREFUSED).`,
      'Start it.',
    ]);
  });
});
