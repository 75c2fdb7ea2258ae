import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isListening } from '../support/listening';

// Needs dist/dev (npm run build), as the other browser suites need dist/.
// Every test API startDev starts, recorded by wrapping the real function, so the checks can
// knock on its real port afterwards.
const started = vi.hoisted(() => ({ urls: [] as string[] }));

vi.mock('../../harness/test-api', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../harness/test-api')>();
  const { recordingStarts } = await import('../support/listening');
  return { ...real, startTestApi: recordingStarts(real.startTestApi, started.urls) };
});

const { startDev } = await import('../../harness/dev/start-dev');

beforeEach(() => {
  started.urls.length = 0;
});

describe('startDev leaves nothing running when it cannot start', () => {
  it('a config file that does not exist: rejects before starting the test API', async () => {
    const missing = join(tmpdir(), 'stytch-widget-no-such-dir', 'stytch-widget.config.json');
    await expect(startDev({ port: 0, apiPort: 0, configPath: missing })).rejects.toThrow(missing);
    expect(started.urls).toEqual([]);
  });

  it('a dev page port already taken: rejects, and the test API it started is closed', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = address && typeof address === 'object' ? address.port : 0;
    try {
      await expect(startDev({ port, apiPort: 0, dbPath: ':memory:' })).rejects.toThrow(
        `Port ${port} is already in use (page server on 127.0.0.1:${port}).`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    expect(started.urls).toHaveLength(1);
    for (const url of started.urls) expect(await isListening(url), url).toBe(false);
  });
});
