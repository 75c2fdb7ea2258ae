import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { runSmoke } from '../../harness/smoke';
import type { ConfigFile } from '../../widget/config/schema';

// `smoke --url <page> --no-inject` on a page that is not a login page: its first step fails
// within seconds (not the step timeout), saying why, with what went wrong on the page next to
// the step in the report.

const STEP_TIMEOUT_MS = 20_000;

// An unrelated form, under a policy that refuses its image, and a console error.
const NEWSLETTER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>News</title></head>
<body><h1>Our newsletter</h1><form><label>Your name <input name="n"></label>
<label>Search <input type="search" name="q"></label><button>Subscribe</button></form>
<img src="https://images.example.com/banner.png" alt="">
<script>console.error('newsletter widget failed to start')</script></body></html>`;

let dir: string;
let server: Server;
let base: string;
let chromium: LaunchedBrowser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stytch-widget-unrecognised-'));
  server = createServer((req, res) => {
    if (req.url === '/newsletter') {
      res
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': "img-src 'self'",
        })
        .end(NEWSLETTER);
    } else if (req.url === '/broken') {
      // The document request fails: the connection closes with no answer.
      req.socket.destroy();
    } else {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<!doctype html><p>Not found</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
  chromium = await launchBrowser({ shareable: true });
}, 60_000);

afterAll(async () => {
  await chromium?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** An email-OTP smoke run on `path`; its one scenario's last attempt. */
async function smokeOn(path: string) {
  const config: ConfigFile = {
    publicToken: 'public-token-test-00000000-0000-4000-8000-0000000000aa',
    products: ['otp'],
    otpOptions: { methods: ['email'] },
  };
  const configPath = join(dir, `${path.slice(1)}.json`);
  await writeFile(configPath, JSON.stringify(config));
  const result = await runSmoke({
    configPath,
    outDir: join(dir, path.slice(1)),
    reporters: ['json', 'junit', 'html'],
    workers: 1,
    stepTimeoutMs: STEP_TIMEOUT_MS,
    browser: { browserWSEndpoint: chromium.browser.wsEndpoint() },
    pages: { url: `${base}${path}`, inject: false },
  });
  const [scenario] = result.report.results;
  const attempt = scenario?.attempts.at(-1);
  const first = attempt?.steps[0];
  return { result, scenario, attempt, first };
}

describe('smoke on a page it does not recognise', () => {
  it('a 404 page: the first step fails at once, naming the status', async () => {
    const { scenario, first } = await smokeOn('/missing');
    expect(scenario?.status).toBe('failed');
    expect(first?.name).toBe('open the login page');
    expect(first?.error).toMatch(/answered HTTP 404 Not Found: check --url's path/);
    expect(first?.durationMs).toBeLessThan(5_000);
    expect(first?.problems).toContainEqual(
      expect.objectContaining({ kind: 'load', text: expect.stringMatching(/HTTP 404$/) }),
    );
  });

  it('a page whose document request fails: the net error, at once', async () => {
    const { scenario, first } = await smokeOn('/broken');
    expect(scenario?.status).toBe('failed');
    expect(first?.error).toMatch(/did not load: net::ERR_EMPTY_RESPONSE \(the server closed/);
    expect(first?.durationMs).toBeLessThan(5_000);
    expect(first?.problems).toContainEqual(
      expect.objectContaining({ kind: 'load', fix: "the page's document did not load" }),
    );
  });

  it('a page with only an unrelated form: what it looked for and what the page has', async () => {
    const { scenario, first, result } = await smokeOn('/newsletter');
    expect(scenario?.status).toBe('failed');
    const error = first?.error ?? '';
    expect(error).toMatch(/shows no login form the smoke recognises/);
    // What it tried, for the widget and each official major.
    expect(error).toContain('this widget: textbox "Email"');
    expect(error).toContain('Stytch\'s prebuilt UI 4.x: textbox "example@email.com"');
    expect(error).toContain('Stytch\'s prebuilt UI 5.x: textbox "Email"');
    expect(error).toContain("Stytch's prebuilt UI 6.x:");
    // What the page has, by role and name.
    expect(error).toMatch(
      /The page has: textbox "Your name", searchbox "Search", button "Subscribe"/,
    );
    // A few seconds to render, far under the step timeout.
    expect(first?.durationMs).toBeLessThan(STEP_TIMEOUT_MS / 2);
    // The page's own problems, next to the step, the CSP one with its fix.
    expect(first?.problems).toContainEqual({
      kind: 'csp',
      text: expect.stringContaining('img-src'),
      fix: "add https://images.example.com to img-src in the page's Content-Security-Policy",
    });
    expect(first?.problems).toContainEqual({
      kind: 'console',
      text: 'newsletter widget failed to start',
    });
    // In every report.
    const junit = result.files.find((file) => file.endsWith('junit.xml')) ?? '';
    const html = result.files.find((file) => file.endsWith('index.html')) ?? '';
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(junit, 'utf8')).toContain('csp: Loading the image');
    expect(await readFile(html, 'utf8')).toContain('console: newsletter widget failed to start');
  }, 60_000);
});
