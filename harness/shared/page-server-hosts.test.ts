import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getWithHost } from '../../tests/support/listening';
import { type RunningPageServer, startPageServer } from './page-server';

// The page server refuses names that are not loopback (DNS rebinding), its own advertised host
// and the hosts it was told to allow excepted.

const running: RunningPageServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function start(options: { allowedHosts?: string[]; publicHost?: string } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'page-server-hosts-'));
  await writeFile(join(dir, 'bundle.js'), 'console.log(1)');
  const server = await startPageServer({ pages: { '/': 'page' }, staticDir: dir, ...options });
  running.push(server);
  return server;
}

describe('page server hosts', () => {
  it('refuses a rebound name on pages and static files with 403 naming --allowed-host', async () => {
    const server = await start();
    for (const path of ['/', '/static/bundle.js']) {
      const res = await getWithHost(new URL(path, server.url).href, 'evil.example:3000');
      expect(res.status).toBe(403);
      expect(res.body).toContain('--allowed-host evil.example');
    }
    expect(
      (await getWithHost(new URL('/', server.url).href, `localhost:${server.port}`)).status,
    ).toBe(200);
  });

  it('answers allowed hosts and its own advertised host', async () => {
    const server = await start({ allowedHosts: ['app.test'], publicHost: '10.9.8.7' });
    expect(server.url).toBe(`http://10.9.8.7:${server.port}`);
    expect(
      (
        await getWithHost(
          new URL('/', server.url.replace('10.9.8.7', '127.0.0.1')).href,
          'app.test',
        )
      ).status,
    ).toBe(200);
    const own = await getWithHost(
      new URL('/static/bundle.js', `http://127.0.0.1:${server.port}`).href,
      `10.9.8.7:${server.port}`,
    );
    expect(own.status).toBe(200);
    expect(
      (await getWithHost(new URL('/', `http://127.0.0.1:${server.port}`).href, 'other.test'))
        .status,
    ).toBe(403);
  });
});
