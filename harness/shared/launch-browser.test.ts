import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { launchBrowser } from './launch-browser';

afterEach(() => {
  vi.unstubAllEnvs();
});

it('a browser that cannot start leaves no profile folder behind', async () => {
  // A private TMPDIR (os.tmpdir() reads it on each call), so other runs' profiles do not count.
  const scratch = await mkdtemp(join(tmpdir(), 'stytch-widget-launch-'));
  vi.stubEnv('TMPDIR', scratch);
  vi.stubEnv('PUPPETEER_EXECUTABLE_PATH', join(scratch, 'no-such-chromium'));
  await expect(launchBrowser()).rejects.toThrow(/PUPPETEER_EXECUTABLE_PATH/);
  expect(await readdir(scratch)).toEqual([]);
});

it('headless, takes the headless shell named in STYTCH_WIDGET_HEADLESS_SHELL; headlessShell: false does not look', async () => {
  const scratch = await mkdtemp(join(tmpdir(), 'stytch-widget-launch-'));
  vi.stubEnv('TMPDIR', scratch);
  vi.stubEnv('STYTCH_WIDGET_HEADLESS_SHELL', join(scratch, 'no-such-shell'));
  await expect(launchBrowser()).rejects.toThrow(/STYTCH_WIDGET_HEADLESS_SHELL is set to/);
  vi.stubEnv('PUPPETEER_EXECUTABLE_PATH', join(scratch, 'no-such-chromium'));
  await expect(launchBrowser({ headlessShell: false })).rejects.toThrow(
    /PUPPETEER_EXECUTABLE_PATH is set to/,
  );
  // Headed runs never use it either.
  await expect(launchBrowser({ headless: false })).rejects.toThrow(/PUPPETEER_EXECUTABLE_PATH/);
  expect(await readdir(scratch)).toEqual([]);
});
