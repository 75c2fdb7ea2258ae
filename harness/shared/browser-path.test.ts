import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BrowserLookup,
  findBrowser,
  findHeadlessShell,
  HEADLESS_SHELL_ENV,
  headlessShellLocations,
  NoBrowserError,
  SYSTEM_LOCATIONS_ENV,
  systemBrowserLocations,
} from './browser-path';

const scratch = () => mkdtemp(join(tmpdir(), 'stytch-widget-browser-'));

/** A customer project whose own `puppeteer` says its browser is at `executablePath`. */
async function projectWithPuppeteer(executablePath: string): Promise<string> {
  const project = await scratch();
  const dir = join(project, 'node_modules', 'puppeteer');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), '{"name":"puppeteer","main":"index.js"}');
  await writeFile(
    join(dir, 'index.js'),
    `exports.executablePath = () => ${JSON.stringify(executablePath)};`,
  );
  return project;
}

/** A Chrome in a Puppeteer cache folder, laid out as @puppeteer/browsers installs it. */
async function cacheWithChrome(): Promise<{ cacheDir: string; chrome: string }> {
  const cacheDir = await scratch();
  const folder = join(cacheDir, 'chrome', 'linux-131.0.6778.85', 'chrome-linux64');
  await mkdir(folder, { recursive: true });
  const chrome = join(folder, 'chrome');
  await writeFile(chrome, '');
  await chmod(chrome, 0o755);
  return { cacheDir, chrome };
}

/**
 * Every place filled, each with its own fake file; `drop` removes places one by one, so each
 * step shows the next place wins only when the earlier ones are empty.
 */
async function everyPlace() {
  const { cacheDir, chrome: cached } = await cacheWithChrome();
  const files = new Set([
    '/env/puppeteer-executable',
    '/env/chrome-path',
    '/pkg/chrome',
    cached,
    '/sys/chrome',
  ]);
  const project = await projectWithPuppeteer('/pkg/chrome');
  const lookup: BrowserLookup = {
    env: {
      PUPPETEER_EXECUTABLE_PATH: '/env/puppeteer-executable',
      CHROME_PATH: '/env/chrome-path',
      PUPPETEER_CACHE_DIR: cacheDir,
    },
    cwd: project,
    exists: (path) => files.has(path),
    systemLocations: ['/sys/missing', '/sys/chrome'],
  };
  return { lookup, files, cached, env: lookup.env as NodeJS.ProcessEnv };
}

describe('findBrowser', () => {
  it('takes, in order: PUPPETEER_EXECUTABLE_PATH, CHROME_PATH, the puppeteer package, the cache, the system', async () => {
    const { lookup, files, cached, env } = await everyPlace();
    expect(await findBrowser(lookup)).toEqual({
      executablePath: '/env/puppeteer-executable',
      source: 'PUPPETEER_EXECUTABLE_PATH',
    });
    delete env.PUPPETEER_EXECUTABLE_PATH;
    expect(await findBrowser(lookup)).toEqual({
      executablePath: '/env/chrome-path',
      source: 'CHROME_PATH',
    });
    delete env.CHROME_PATH;
    expect(await findBrowser(lookup)).toEqual({
      executablePath: '/pkg/chrome',
      source: 'puppeteer package',
    });
    // The package names a browser it has not downloaded: it is skipped, never downloaded.
    files.delete('/pkg/chrome');
    expect(await findBrowser(lookup)).toEqual({
      executablePath: cached,
      source: 'puppeteer cache',
    });
    files.delete(cached);
    expect(await findBrowser(lookup)).toEqual({ executablePath: '/sys/chrome', source: 'system' });
    files.delete('/sys/chrome');
    await expect(findBrowser(lookup)).rejects.toBeInstanceOf(NoBrowserError);
  });

  it('a set but missing PUPPETEER_EXECUTABLE_PATH or CHROME_PATH is an error naming it, not skipped', async () => {
    const lookup: BrowserLookup = {
      exists: (path) => path === '/sys/chrome',
      systemLocations: ['/sys/chrome'],
    };
    await expect(
      findBrowser({ ...lookup, env: { PUPPETEER_EXECUTABLE_PATH: '/nope/chrome' } }),
    ).rejects.toThrow('PUPPETEER_EXECUTABLE_PATH is set to /nope/chrome, which does not exist.');
    await expect(findBrowser({ ...lookup, env: { CHROME_PATH: '/nope/chrome' } })).rejects.toThrow(
      'CHROME_PATH is set to /nope/chrome, which does not exist.',
    );
  });

  it('with none found: exit code 2 and a message naming each fix', async () => {
    const error = await findBrowser({
      env: { PUPPETEER_CACHE_DIR: await scratch() },
      cwd: await scratch(),
      systemLocations: [],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NoBrowserError);
    const { exitCode, lines } = error as NoBrowserError;
    expect(exitCode).toBe(2);
    const text = lines.join('\n');
    expect(text).toContain('No Chrome, Chromium or Edge found');
    expect(text).toContain('Install Google Chrome, Chromium or Microsoft Edge');
    expect(text).toContain('npx @puppeteer/browsers install chrome@stable');
    expect(text).toContain('PUPPETEER_EXECUTABLE_PATH');
  });

  it(`${SYSTEM_LOCATIONS_ENV} replaces the OS locations (empty: none)`, async () => {
    const base = { PUPPETEER_CACHE_DIR: await scratch() };
    const cwd = await scratch();
    const exists = (path: string) => path === '/custom/chrome' || path === '/usr/bin/chromium';
    expect(
      await findBrowser({
        env: { ...base, [SYSTEM_LOCATIONS_ENV]: '/custom/chrome' },
        cwd,
        exists,
      }),
    ).toEqual({ executablePath: '/custom/chrome', source: 'system' });
    await expect(
      findBrowser({ env: { ...base, [SYSTEM_LOCATIONS_ENV]: '' }, cwd, exists }),
    ).rejects.toBeInstanceOf(NoBrowserError);
  });
});

describe('systemBrowserLocations', () => {
  it('Linux: Chrome, then Chromium, then Edge, then the same names on PATH', () => {
    const paths = systemBrowserLocations('linux', { PATH: '/opt/bin' });
    const chrome = paths.indexOf('/usr/bin/google-chrome');
    const chromium = paths.indexOf('/usr/bin/chromium');
    const edge = paths.indexOf('/usr/bin/microsoft-edge');
    expect(chrome).toBeGreaterThanOrEqual(0);
    expect(chromium).toBeGreaterThan(chrome);
    expect(edge).toBeGreaterThan(chromium);
    expect(paths).toContain('/opt/bin/chromium');
  });

  it('macOS: the app bundles in /Applications and ~/Applications', () => {
    expect(systemBrowserLocations('darwin', { HOME: '/Users/ada' })).toEqual([
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Users/ada/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Users/ada/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
      '/Users/ada/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    ]);
  });

  it('Windows: per-user and Program Files installs', () => {
    const paths = systemBrowserLocations('win32', {
      LOCALAPPDATA: 'C:\\Users\\ada\\AppData\\Local',
      PROGRAMFILES: 'C:\\Program Files',
      'PROGRAMFILES(X86)': 'C:\\Program Files (x86)',
    });
    expect(paths).toContain('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe');
    expect(paths).toContain('C:\\Users\\ada\\AppData\\Local\\Chromium\\Application\\chrome.exe');
    expect(paths.at(-1)).toBe('C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe');
  });
});

describe('findHeadlessShell', () => {
  const shell = '/usr/lib/chromium/chromium-headless-shell';
  const base = async (): Promise<BrowserLookup> => ({
    env: { PUPPETEER_CACHE_DIR: await scratch(), PATH: '/opt/bin' },
    exists: (path) => path === shell || path === '/opt/bin/chrome-headless-shell',
    platform: 'linux',
  });

  it("the OS's headless shell for a headless run, then one on PATH", async () => {
    const lookup = await base();
    expect(await findHeadlessShell(lookup)).toBe(shell);
    expect(
      await findHeadlessShell({ ...lookup, exists: (p) => p === '/opt/bin/chrome-headless-shell' }),
    ).toBe('/opt/bin/chrome-headless-shell');
    expect(await findHeadlessShell({ ...lookup, exists: () => false })).toBeUndefined();
  });

  it('one in Puppeteer’s cache before the OS’s', async () => {
    const cacheDir = await scratch();
    const folder = join(cacheDir, 'chrome-headless-shell', 'linux-131.0.6778.85');
    const cached = join(folder, 'chrome-headless-shell-linux64', 'chrome-headless-shell');
    await mkdir(join(folder, 'chrome-headless-shell-linux64'), { recursive: true });
    await writeFile(cached, '');
    await chmod(cached, 0o755);
    const lookup = await base();
    expect(
      await findHeadlessShell({
        ...lookup,
        env: { ...lookup.env, PUPPETEER_CACHE_DIR: cacheDir },
        exists: (path) => path === shell || path === cached,
      }),
    ).toBe(cached);
  });

  it('none when the person chose a browser or turned it off; their path when they name one', async () => {
    const lookup = await base();
    const env = lookup.env as NodeJS.ProcessEnv;
    for (const chosen of [
      { PUPPETEER_EXECUTABLE_PATH: '/usr/bin/chromium' },
      { CHROME_PATH: '/usr/bin/chromium' },
      { [HEADLESS_SHELL_ENV]: 'off' },
      { [HEADLESS_SHELL_ENV]: '0' },
      { [SYSTEM_LOCATIONS_ENV]: '' },
    ]) {
      expect(await findHeadlessShell({ ...lookup, env: { ...env, ...chosen } })).toBeUndefined();
    }
    expect(
      await findHeadlessShell({ ...lookup, env: { ...env, [HEADLESS_SHELL_ENV]: shell } }),
    ).toBe(shell);
    await expect(
      findHeadlessShell({ ...lookup, env: { ...env, [HEADLESS_SHELL_ENV]: '/nope/shell' } }),
    ).rejects.toThrow(`${HEADLESS_SHELL_ENV} is set to /nope/shell, which does not exist.`);
  });

  it('none on macOS and Windows, where Chrome’s own headless mode is the one installed', () => {
    expect(headlessShellLocations('darwin')).toEqual([]);
    expect(headlessShellLocations('win32')).toEqual([]);
  });
});
