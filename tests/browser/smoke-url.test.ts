import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { startPageServer } from '../../harness/shared/page-server';
import { snippetPage } from '../../harness/shared/snippet-page';
import { runSmoke, type SmokeOptions } from '../../harness/smoke';
import type { ConfigFile } from '../../widget/config/schema';

// `smoke --url`: the widget injected into a page the test serves as a customer's would be (its
// own CSS, its own CSP header), and `--no-inject` against a page that embeds the snippet.

const TOKEN = 'public-token-test-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c90';
const emailOtp: ConfigFile = {
  publicToken: TOKEN,
  products: ['otp'],
  otpOptions: { methods: ['email'] },
};

const SHOP = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<style>body { font: 18px Georgia, serif; margin: 0; } main { display: grid; gap: 24px; padding: 32px; } button { all: unset; }</style>
</head><body><main><h1>Sign in to the shop</h1><section id="login-slot"></section></main></body></html>`;

// Lets the widget's origins in (its bundle on localhost, its API on 127.0.0.1), nothing else.
const PERMISSIVE =
  "default-src 'self'; script-src 'self' http://localhost:*; connect-src 'self' http://127.0.0.1:*; style-src 'self' 'unsafe-inline'; img-src 'self' data:";
const STRICT = "default-src 'self'; style-src 'self' 'unsafe-inline'";

let shop: Server;
let shopUrl: string;
let dir: string;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

async function writeConfig(config: ConfigFile, name = 'stytch-widget.config.json') {
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(config));
  return path;
}

function smoke(options: SmokeOptions) {
  return runSmoke({ outDir: join(dir, 'out'), reporters: ['json'], workers: 1, ...options });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-url-'));
  shop = createServer((req, res) => {
    const policy = req.url?.startsWith('/strict')
      ? STRICT
      : req.url?.startsWith('/permissive')
        ? PERMISSIVE
        : undefined;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(policy ? { 'content-security-policy': policy } : {}),
    });
    res.end(SHOP);
  });
  shopUrl = await listen(shop);
});

afterAll(async () => {
  shop.closeAllConnections();
  await new Promise((resolve) => shop.close(resolve));
});

describe('smoke --url', () => {
  it('injects the widget at the selector of a page with a CSP that allows it, and passes', async () => {
    const result = await smoke({
      configPath: await writeConfig(emailOtp),
      pages: { url: `${shopUrl}/permissive`, selector: '#login-slot' },
    });
    expect(result.report.results.map((r) => [r.name, r.status])).toEqual([
      [expect.stringMatching(/^login: /), 'passed'],
    ]);
  });

  it('without a selector, in a floating container on a page without CSP', async () => {
    const result = await smoke({
      configPath: await writeConfig(emailOtp),
      pages: { url: shopUrl },
    });
    expect(result.failed).toBe(0);
    expect(result.passed).toBe(1);
  });

  it('a strict CSP fails the scenario with a message naming the directive and the header', async () => {
    const result = await smoke({
      configPath: await writeConfig(emailOtp),
      pages: { url: `${shopUrl}/strict`, selector: '#login-slot' },
      stepTimeoutMs: 3_000,
    });
    expect(result.failed).toBe(1);
    const error = result.report.results[0]?.attempts.at(-1)?.error ?? '';
    expect(error).toMatch(
      /^CSP blocked the widget: the directive "default-src 'self'" refused http:\/\/localhost:\d+\/static\/stytch-widget\.js/,
    );
    expect(error).toContain(`Content-Security-Policy of ${shopUrl}/strict: ${STRICT}`);
  });

  it('a selector that matches nothing is reported as such', async () => {
    const result = await smoke({
      configPath: await writeConfig(emailOtp),
      pages: { url: shopUrl, selector: '#no-such-slot' },
      stepTimeoutMs: 3_000,
    });
    expect(result.failed).toBe(1);
    expect(result.report.results[0]?.attempts.at(-1)?.error).toContain(
      'The widget could not be injected: no element matches the selector "#no-such-slot" on ',
    );
  });

  it('--no-inject: runs on a page that embeds the widget, its API the config apiUrl', async () => {
    // A free port for the config's apiUrl: the page's own widget calls it, and the run's test
    // API listens there.
    const probe = createServer();
    const apiPort = Number(new URL(await listen(probe)).port);
    await new Promise((resolve) => probe.close(resolve));
    const config: ConfigFile = { ...emailOtp, apiUrl: `http://localhost:${apiPort}` };
    const page = await startPageServer({
      pages: { '/account/login': await snippetPage(config, 'Customer login') },
      staticDir: fromPackageRoot('dist'),
    });
    try {
      const result = await smoke({
        configPath: await writeConfig(config, 'embedded.config.json'),
        pages: { url: `${page.url}/account/login`, inject: false },
      });
      expect(result.failed).toBe(0);
      expect(result.passed).toBe(1);
    } finally {
      await page.close();
    }
  });
});
