import { existsSync } from 'node:fs';

export const CHROMIUM_FIX =
  'Install Chromium: `apt-get install -y chromium` (Debian/Ubuntu, as root), or set PUPPETEER_EXECUTABLE_PATH to a Chrome or Chromium binary.';

/**
 * The browser to drive, in order: PUPPETEER_EXECUTABLE_PATH, the OS Chromium, then a browser
 * in Puppeteer's own cache. Puppeteer never downloads one here (.puppeteerrc.cjs).
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
    const puppeteer = await import('puppeteer');
    const cached = puppeteer.executablePath();
    if (cached && existsSync(cached)) return cached;
  } catch {
    // No cached browser: fall through to the explanation.
  }
  throw new Error(`No Chromium found for the browser harness. ${CHROMIUM_FIX}`);
}
