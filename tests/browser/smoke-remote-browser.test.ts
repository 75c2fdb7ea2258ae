import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopProcessGroup } from '../../harness/shared/process-group';
import {
  CHROMIUM_ARGS,
  findBrowser,
  NoBrowserError,
  runSmoke,
  type Scenario,
  scenarios,
} from '../../harness/smoke';

// `smoke --browser-ws-endpoint` / `--browser-url`: the run connects to a Chromium it did not
// start (as a CI service container would be), and leaves it running.

let chromium: ChildProcess;
let profile: string;
let wsEndpoint: string;
let httpUrl: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-remote-'));
  profile = await mkdtemp(join(tmpdir(), 'stytch-widget-remote-profile-'));
  const { executablePath } = await findBrowser();
  chromium = spawn(
    executablePath,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      // The mixed-content test's HTTPS page has a certificate made for it.
      '--ignore-certificate-errors',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: its helpers (network service, renderers) write into the profile
    // too, and are stopped with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  // Chromium prints its DevTools WebSocket URL on stderr once it listens.
  wsEndpoint = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    chromium.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(stderr);
      if (match?.[1]) resolve(match[1]);
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${stderr}`)));
  });
  httpUrl = `http://${new URL(wsEndpoint).host}`;
});

afterAll(async () => {
  // The browser process exits before its helpers do; the profile can go once all have.
  await stopProcessGroup(chromium.pid);
  await rm(profile, { recursive: true, force: true });
});

/** This machine's first non-loopback IPv4 address: pages there are not on loopback. */
function externalAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('this test needs a non-loopback IPv4 interface');
  return address;
}

/** A customer's page with a slot for the widget, over http or https (a certificate made here). */
async function customerShop(
  scheme: 'http' | 'https',
  host: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const handler = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Shop</title><main id="login"></main>');
  };
  let server: Server;
  if (scheme === 'https') {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
      ].concat(['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=shop']),
      { stdio: 'ignore' },
    );
    server = createHttpsServer({ key: await readFile(key), cert: await readFile(cert) }, handler);
  } else {
    server = createHttpServer(handler);
  }
  const bind = host === 'localhost' ? '127.0.0.1' : host;
  await new Promise<void>((resolve) => server.listen(0, bind, resolve));
  return {
    url: `${scheme}://${host}:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The email-OTP login on that page, injected at #login, in the browser the test started. A run
 * expected to be blocked gets a short step timeout (it fails on the first step); one expected to
 * pass keeps smoke's own, since under load the first passcode can take more than a few seconds.
 */
async function smokeOn(
  url: string,
  pages: { host?: string },
  name: string,
  outcome: 'passes' | 'blocked',
) {
  const configPath = join(dir, 'stytch-widget.config.json');
  await writeFile(
    configPath,
    JSON.stringify({
      publicToken: 'public-token-test-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c91',
      products: ['otp'],
      otpOptions: { methods: ['email'] },
    }),
  );
  return runSmoke({
    configPath,
    outDir: join(dir, name),
    reporters: ['json'],
    workers: 1,
    ...(outcome === 'blocked' ? { stepTimeoutMs: 3_000 } : {}),
    browser: { browserWSEndpoint: wsEndpoint },
    pages: { url, selector: '#login', ...pages },
  });
}

/** Whether the browser we started still answers on its DevTools port. */
async function stillRunning(): Promise<boolean> {
  const response = await fetch(`${httpUrl}/json/version`).catch(() => undefined);
  return response?.ok === true && chromium.exitCode === null;
}

describe('smoke against a browser it connects to', () => {
  it('--browser-ws-endpoint: the scenarios pass there, and the browser is left running', async () => {
    const result = await runSmoke({
      outDir: join(dir, 'ws'),
      reporters: ['json'],
      workers: 1,
      browser: { browserWSEndpoint: wsEndpoint },
    });
    expect(result.failed).toBe(0);
    expect(result.passed).toBeGreaterThan(0);
    expect(await stillRunning()).toBe(true);
  });

  it('--browser-url with --host 127.0.0.1: the pages are served and opened at that address', async () => {
    const seen: string[] = [];
    // The shipped email-OTP scenario, and one that records where the run sent the browser.
    const where: Scenario = {
      name: 'login: where the pages are',
      mountMode: 'login',
      appliesTo: () => true,
      async run({ page, pageUrl }) {
        await page.goto(pageUrl);
        seen.push(page.url());
      },
    };
    const result = await runSmoke({
      outDir: join(dir, 'url'),
      reporters: ['json'],
      workers: 1,
      browser: { browserURL: httpUrl },
      pages: { host: '127.0.0.1' },
      scenarios: [...scenarios, where],
    });
    expect(result.failed).toBe(0);
    expect(result.passed).toBeGreaterThan(1);
    expect(new URL(seen[0] ?? '').hostname).toBe('127.0.0.1');
    expect(await stillRunning()).toBe(true);
  });

  it('mixed content: an HTTPS page and the harness on a non-loopback --host, reported as such', async () => {
    // Chromium treats loopback as secure, so only an address of another interface is mixed.
    const shop = await customerShop('https', 'localhost');
    try {
      const result = await smokeOn(shop.url, { host: externalAddress() }, 'mixed', 'blocked');
      expect(result.failed).toBe(1);
      expect(result.report.results[0]?.attempts.at(-1)?.error).toMatch(
        /^Mixed content blocked the widget: Mixed Content: The page at 'https:\/\/localhost:\d+\/' was loaded over HTTPS, but requested an insecure script 'http:\/\/[\d.]+:\d+\/static\/stytch-widget\.js'/,
      );
    } finally {
      await shop.close();
    }
  });

  it("an HTTPS page on another machine's address (staging): granted local network access, it passes", async () => {
    // Without the grant Chromium asks before a page reaches loopback, and headless nobody answers.
    const shop = await customerShop('https', externalAddress());
    try {
      const result = await smokeOn(shop.url, {}, 'staging', 'passes');
      expect(result.report.results.map((r) => [r.status, r.attempts.at(-1)?.error])).toEqual([
        ['passed', undefined],
      ]);
    } finally {
      await shop.close();
    }
  });

  it("an http page on another machine's address: reported as a private network block", async () => {
    const shop = await customerShop('http', externalAddress());
    try {
      const result = await smokeOn(shop.url, {}, 'private', 'blocked');
      expect(result.failed).toBe(1);
      expect(result.report.results[0]?.attempts.at(-1)?.error).toMatch(
        /^Private Network Access blocked the widget: Access to script at 'http:\/\/localhost:\d+\/static\/stytch-widget\.js' .*address space/,
      );
    } finally {
      await shop.close();
    }
  });

  it('a browser that does not answer: exit code 2, naming the flag and how to start one', async () => {
    const error = await runSmoke({
      outDir: join(dir, 'none'),
      reporters: ['json'],
      browser: { browserURL: 'http://127.0.0.1:9' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NoBrowserError);
    expect((error as NoBrowserError).exitCode).toBe(2);
    expect((error as NoBrowserError).message).toMatch(
      /^Could not connect to the browser at --browser-url http:\/\/127\.0\.0\.1:9: /,
    );
    // The message is the first line; the fix follows it in `lines`, as the CLI prints them.
    expect((error as NoBrowserError).lines.join('\n')).toContain('--remote-debugging-port');
  });
});
