import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PROFILE_PREFIX } from '../../harness/extension/launch';
import { resolveBrowserPath } from '../../harness/shared/browser-path';
import { EXTENSION_ID } from '../../harness/shared/extension-id';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { type RunningPageServer, startPageServer } from '../../harness/shared/page-server';
import { stopProcessGroup } from '../../harness/shared/process-group';
import { BIN } from '../cli/run-cli';

// `stytch-widget dev --url` as a developer runs it: the real binary, a real Chromium with the
// extension in a fresh profile, stopped with Ctrl-C. Its profile goes with it, on a signal and
// on an error. There is no display here, so a browser wrapper adds --headless=new (the command
// opens a headed window; DISPLAY is set to get past its display check).

const SITE_PAGE = '<!doctype html><title>My app</title><div id="login-slot">Log in here.</div>';

let site: RunningPageServer;
let work: string;
let headlessChromium: string;

beforeAll(async () => {
  site = await startPageServer({ pages: { '/': SITE_PAGE }, staticDir: fromPackageRoot('dist') });
  work = await mkdtemp(join(tmpdir(), 'stytch-widget-dev-url-'));
  headlessChromium = join(work, 'chromium-headless.sh');
  await writeFile(
    headlessChromium,
    `#!/bin/sh\nexec ${JSON.stringify(await resolveBrowserPath())} "$@" --headless=new\n`,
  );
  await chmod(headlessChromium, 0o755);
});

afterAll(async () => {
  await site?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** `stytch-widget dev …` with its own temporary folder (where its browser profile goes). */
function startDev(args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [BIN, 'dev', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a failed test can stop it and the browser it started.
    detached: true,
  });
  onTestFinished(() => stopProcessGroup(child.pid));
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    /** Resolves once stdout matches, rejects if the command ends first. */
    printed(pattern: RegExp): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(stdout)) {
            child.stdout?.off('data', check);
            resolve();
          }
        };
        child.stdout?.on('data', check);
        check();
        void exited.then((code) =>
          reject(new Error(`dev exited (${code}) before printing ${pattern}: ${stdout}${stderr}`)),
        );
      });
    },
  };
}

async function ownTmp(): Promise<string> {
  return mkdtemp(join(work, 'tmp-'));
}

/** The browser process (not a helper: those have --type) using a profile folder. */
function browserMainProcess(profile: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // ended meanwhile
    }
    if (
      args.includes(`--user-data-dir=${profile}`) &&
      !args.some((arg) => arg.startsWith('--type='))
    ) {
      return Number(entry);
    }
  }
  return undefined;
}

const profiles = (dir: string) =>
  readdirSync(dir).filter((name) => name.startsWith(PROFILE_PREFIX));
const devArgs = ['--port', '0', '--api-port', '0', '--db', ':memory:'];

describe('stytch-widget dev --url', () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    it(`deletes its browser profile on ${signal} and exits 0`, async () => {
      const tmp = await ownTmp();
      const dev = startDev([...devArgs, '--url', site.url], {
        TMPDIR: tmp,
        DISPLAY: ':stytch-widget-test',
        PUPPETEER_EXECUTABLE_PATH: headlessChromium,
      });
      await dev.printed(/Chromium: +http/);
      const [profile] = profiles(tmp);
      expect(profile, dev.output().stdout).toBeDefined();
      // The profile it opened with has the extension pinned.
      const preferences = JSON.parse(
        readFileSync(join(tmp, profile ?? '', 'Default', 'Preferences'), 'utf8'),
      ) as { extensions?: { pinned_extensions?: string[] } };
      expect(preferences.extensions?.pinned_extensions).toContain(EXTENSION_ID);

      dev.child.kill(signal);
      expect(await dev.exited, JSON.stringify(dev.output())).toBe(0);
      expect(profiles(tmp), JSON.stringify(dev.output())).toEqual([]);
    }, 90_000);
  }

  it('deletes the profile as soon as the browser is closed, and keeps serving', async () => {
    const tmp = await ownTmp();
    const dev = startDev([...devArgs, '--url', site.url], {
      TMPDIR: tmp,
      DISPLAY: ':stytch-widget-test',
      PUPPETEER_EXECUTABLE_PATH: headlessChromium,
    });
    await dev.printed(/Chromium: +http/);
    const [profile] = profiles(tmp);
    // The developer quits Chromium: its main process ends (SIGTERM is its orderly quit).
    const main = browserMainProcess(join(tmp, profile ?? ''));
    expect(main).toBeDefined();
    process.kill(main ?? 0, 'SIGTERM');
    await vi.waitFor(() => expect(profiles(tmp)).toEqual([]), { timeout: 20_000, interval: 100 });
    const page = /dev page: +(\S+)/.exec(dev.output().stdout)?.[1] ?? '';
    expect((await fetch(page)).status).toBe(200);
    dev.child.kill('SIGINT');
    expect(await dev.exited).toBe(0);
  }, 90_000);

  it('deletes the profile when the browser cannot start, and says why in two lines', async () => {
    const tmp = await ownTmp();
    // A display that is not there: Chromium, headed, refuses to start.
    const dev = startDev([...devArgs, '--url', site.url], {
      TMPDIR: tmp,
      DISPLAY: ':stytch-widget-no-such-display',
      PUPPETEER_EXECUTABLE_PATH: await resolveBrowserPath(),
    });
    expect(await dev.exited).toBe(1);
    const lines = dev.output().stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^Could not start Chromium with the extension: /);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(dev.output().stderr).not.toMatch(/^\s+at /m);
    expect(profiles(tmp), JSON.stringify(dev.output())).toEqual([]);
  }, 90_000);

  it("on the site's own port, says the site holds it and names the flag, without a stack", async () => {
    const port = new URL(site.url).port;
    const dev = startDev(
      ['--port', port, '--api-port', '0', '--db', ':memory:', '--url', site.url],
      {
        DISPLAY: '',
        WAYLAND_DISPLAY: '',
      },
    );
    expect(await dev.exited).toBe(1);
    const { stderr } = dev.output();
    expect(stderr.trim().split('\n')).toEqual([
      `Port ${port} is your --url site's (${new URL(site.url).origin}): the dev page cannot listen there too.`,
      'Pass another --port for the dev page (0 picks a free one).',
    ]);
  }, 60_000);
});
