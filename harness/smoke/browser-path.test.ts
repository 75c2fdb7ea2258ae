import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The OS locations are checked with existsSync; this machine may have /usr/bin/chromium, so
// they are hidden here to reach the environment variable and the cache.
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return {
    ...real,
    existsSync: (path: string) => !String(path).startsWith('/usr/bin/') && real.existsSync(path),
  };
});

const { resolveBrowserPath } = await import('./browser-path');

describe('resolveBrowserPath', () => {
  it('takes PUPPETEER_EXECUTABLE_PATH when it exists, and says the fix when it does not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-browser-'));
    const binary = join(dir, 'chrome');
    await writeFile(binary, '');
    expect(await resolveBrowserPath({ PUPPETEER_EXECUTABLE_PATH: binary })).toBe(binary);
    await expect(
      resolveBrowserPath({ PUPPETEER_EXECUTABLE_PATH: join(dir, 'missing') }),
    ).rejects.toThrow(/does not exist\. Install Chromium/);
  });

  it("finds a browser already in Puppeteer's cache, and downloads nothing when there is none", async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'stytch-widget-cache-'));
    await expect(resolveBrowserPath({ PUPPETEER_CACHE_DIR: cacheDir })).rejects.toThrow(
      'No Chromium found for the browser harness. Install Chromium',
    );
    const folder = join(cacheDir, 'chrome', 'linux-131.0.6778.85', 'chrome-linux64');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'chrome'), '');
    await chmod(join(folder, 'chrome'), 0o755);
    expect(await resolveBrowserPath({ PUPPETEER_CACHE_DIR: cacheDir })).toBe(
      join(folder, 'chrome'),
    );
  });
});
