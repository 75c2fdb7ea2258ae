import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isListening } from '../../tests/support/listening';

// Every server runSmoke starts, recorded by wrapping the real functions: the checks below then
// knock on each one's real port, so a server left running is caught whatever its port.
const started = vi.hoisted(() => ({ urls: [] as string[] }));

vi.mock('../test-api', async (importOriginal) => {
  const real = await importOriginal<typeof import('../test-api')>();
  const { recordingStarts } = await import('../../tests/support/listening');
  return { ...real, startTestApi: recordingStarts(real.startTestApi, started.urls) };
});

vi.mock('../shared/page-server', async (importOriginal) => {
  const real = await importOriginal<typeof import('../shared/page-server')>();
  const { recordingStarts } = await import('../../tests/support/listening');
  return { ...real, startPageServer: recordingStarts(real.startPageServer, started.urls) };
});

const { runSmoke } = await import('./run-smoke');

async function configFile(contents: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-run-smoke-'));
  const path = join(dir, 'stytch-widget.config.json');
  await writeFile(path, contents);
  return path;
}

beforeEach(() => {
  started.urls.length = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('runSmoke leaves nothing running when it cannot start', () => {
  it('a config file that does not exist: rejects naming it, no server left listening', async () => {
    const missing = join(tmpdir(), 'stytch-widget-no-such-dir', 'stytch-widget.config.json');
    await expect(runSmoke({ configPath: missing })).rejects.toThrow(missing);
    for (const url of started.urls) expect(await isListening(url), url).toBe(false);
  });

  it('--logged-in without --url --no-inject: rejects naming them, nothing started', async () => {
    await expect(runSmoke({ loggedIn: '#account' })).rejects.toThrow(
      "--logged-in describes your own app's logged-in page: use it with --url <app> --no-inject",
    );
    await expect(
      runSmoke({ loggedIn: '#account', pages: { url: 'http://localhost:3000/' } }),
    ).rejects.toThrow(/use it with --url <app> --no-inject/);
    expect(started.urls).toEqual([]);
  });

  it('an invalid config: rejects with its problem, no server left listening', async () => {
    const path = await configFile(
      JSON.stringify({
        publicToken: 'public-token-test-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        products: ['otp'],
        otpOptions: { methods: ['carrier-pigeon'] },
      }),
    );
    await expect(runSmoke({ configPath: path })).rejects.toThrow(/otpOptions\.methods\[0\]/);
    for (const url of started.urls) expect(await isListening(url), url).toBe(false);
  });

  it('a browser that cannot start: rejects, and the test API and page server it started are closed', async () => {
    vi.stubEnv('PUPPETEER_EXECUTABLE_PATH', join(tmpdir(), 'stytch-widget-no-such-chromium'));
    await expect(runSmoke()).rejects.toThrow(/PUPPETEER_EXECUTABLE_PATH/);
    // Both servers really started before the browser was tried, so the check below is not empty.
    expect(started.urls).toHaveLength(2);
    for (const url of started.urls) expect(await isListening(url), url).toBe(false);
  });
});
