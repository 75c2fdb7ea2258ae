import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli';

// `stytch-widget smoke` on a machine with no browser it may use: every place the resolver
// looks points at nothing (STYTCH_WIDGET_BROWSER_LOCATIONS empties the OS locations).
async function nowhere(): Promise<{ cwd: string; env: Record<string, string> }> {
  const cwd = await tempDir('stytch-widget-no-browser-');
  return {
    cwd,
    env: {
      PUPPETEER_EXECUTABLE_PATH: '',
      CHROME_PATH: '',
      PUPPETEER_CACHE_DIR: join(cwd, 'no-cache'),
      STYTCH_WIDGET_BROWSER_LOCATIONS: '',
    },
  };
}

describe('stytch-widget smoke without a browser', () => {
  it('exits 2 naming each fix', async () => {
    const { cwd, env } = await nowhere();
    const run = await runCli(['smoke', '--reporter', 'json'], { cwd, env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('No Chrome, Chromium or Edge found to run the smoke scenarios.');
    expect(run.stderr).toContain('Install Google Chrome, Chromium or Microsoft Edge');
    expect(run.stderr).toContain('npx @puppeteer/browsers install chrome@stable');
    expect(run.stderr).toContain('set PUPPETEER_EXECUTABLE_PATH');
    expect(run.stderr).not.toContain('unexpected error');
  });

  it('exits 2 naming PUPPETEER_EXECUTABLE_PATH when it names a missing file', async () => {
    const { cwd, env } = await nowhere();
    const missing = join(cwd, 'chrome-that-is-not-there');
    const run = await runCli(['smoke', '--reporter', 'json'], {
      cwd,
      env: { ...env, PUPPETEER_EXECUTABLE_PATH: missing },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `PUPPETEER_EXECUTABLE_PATH is set to ${missing}, which does not exist.`,
    );
  });
});
