import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_FIX =
  'Install Chromium: `apt-get install -y chromium` (Debian/Ubuntu, as root), or set PUPPETEER_EXECUTABLE_PATH to a Chrome or Chromium binary.';

/**
 * The browser to drive, in order: PUPPETEER_EXECUTABLE_PATH, the OS Chromium, then a browser
 * in Puppeteer's cache (PUPPETEER_CACHE_DIR, default ~/.cache/puppeteer). The harness uses
 * puppeteer-core, which never downloads a browser, at install or at run time.
 */
export async function resolveBrowserPath(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const fromEnv = env.PUPPETEER_EXECUTABLE_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(
      `PUPPETEER_EXECUTABLE_PATH is set to ${fromEnv}, which does not exist. ${CHROMIUM_FIX}`,
    );
  }
  for (const candidate of [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const { getInstalledBrowsers } = await import('@puppeteer/browsers');
    const cacheDir = env.PUPPETEER_CACHE_DIR ?? join(homedir(), '.cache', 'puppeteer');
    const installed = await getInstalledBrowsers({ cacheDir });
    const usable = installed.find(
      (browser) =>
        (browser.browser === 'chrome' || browser.browser === 'chromium') &&
        existsSync(browser.executablePath),
    );
    if (usable) return usable.executablePath;
  } catch {
    // No readable cache: fall through to the explanation.
  }
  throw new Error(`No Chromium found for the browser harness. ${CHROMIUM_FIX}`);
}
