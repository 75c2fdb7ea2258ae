import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPortRange, freePort } from './listening';

describe('freePort', () => {
  it('picks a port outside the ephemeral range, which listen(0) and outgoing connections draw from', async () => {
    const [low, high] = await ephemeralPortRange();
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      expect(port < low || port > high, `${port} is inside ${low}–${high}`).toBe(true);
    }
  });

  it('picks a port a server can then listen on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
