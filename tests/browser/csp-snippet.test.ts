import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { PhonePage } from '../../harness/smoke/pages/PhonePage';
import { waitForText } from '../../harness/smoke/pages/queries';
import { type RunningTestApi, startTestApi, waitForMessage } from '../../harness/test-api';
import { lastCode } from '../../harness/test-api/control-client';
import { runCli, tempDir } from '../cli/run-cli';
import { recordViolations } from '../support/csp-violations';

// The snippets `init` writes, pasted as they are into a shop's page whose policy is
// `default-src 'self'` (plus the API in connect-src, which any page calling an API needs): no
// nonce, no hash, no 'unsafe-inline'. The widget shows and logs in, the redirect page finishes a
// magic-link login, and a bundle that cannot load still leaves a message in the widget's place;
// no violation is reported on the way.

const TOKEN = 'public-token-test-0c5e1d2a-7b3f-4e8a-9c6d-1f2e3a4b5c6d';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
};

let api: RunningTestApi;
let chromium: LaunchedBrowser;
let server: Server;
let origin: string;
let dir: string;
/** While set, the bundle answers 404 (a deploy that forgot it, a CDN outage). */
let bundleGone = false;

const policy = () => `default-src 'self'; connect-src 'self' ${api.url}`;

/** The shop's page with a snippet file pasted into its body, as the customer would. */
async function shopPage(snippetFile: string): Promise<string> {
  const snippet = await readFile(join(dir, snippetFile), 'utf8');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Shop</h1>${snippet}<footer>© Shop</footer></body></html>`;
}

beforeAll(async () => {
  api = await startTestApi({ port: 0, db: ':memory:' });
  dir = await tempDir('stytch-widget-csp-');
  server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const headers = { 'content-security-policy': policy(), 'cache-control': 'no-store' };
      if (path === '/') {
        res.writeHead(200, { ...headers, 'content-type': TYPES['.html'] });
        res.end(await shopPage('stytch-login.html'));
        return;
      }
      if (path === '/authenticate') {
        // The redirect page is a whole page: served as init wrote it.
        res.writeHead(200, { ...headers, 'content-type': TYPES['.html'] });
        res.end(await readFile(join(dir, 'stytch-redirect.html')));
        return;
      }
      const file = normalize(join(dir, path));
      const gone = bundleGone && path.endsWith('/stytch-widget.js');
      if (!file.startsWith(dir) || gone) {
        res.writeHead(404).end();
        return;
      }
      try {
        const body = await readFile(file);
        res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'text/plain' });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const init = await runCli(
    [
      'init',
      '--yes',
      '--public-token',
      TOKEN,
      '--products',
      'otp,emailMagicLinks',
      '--otp-methods',
      'sms',
      '--login-redirect-url',
      `${origin}/authenticate`,
      '--signup-redirect-url',
      `${origin}/authenticate`,
      '--api-url',
      api.url,
    ],
    { cwd: dir },
  );
  expect(init.code, init.stderr).toBe(0);
  chromium = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await chromium?.close();
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
});

async function freshPage() {
  const context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  return { page, context, violations: await recordViolations(page) };
}

describe("init's snippets under default-src 'self'", () => {
  it('the pasted login snippet shows the widget and logs in by SMS code, with no violation', async () => {
    const { page, context, violations } = await freshPage();
    try {
      await page.goto(`${origin}/`);
      const phone = new PhonePage(page);
      await phone.waitUntilReady();
      // The policy is in force: an inline script is refused and reported.
      await page.evaluate(() => {
        const probe = document.createElement('script');
        probe.textContent = 'window.inlineRan = true';
        document.body.append(probe);
      });
      await expect.poll(() => violations.events.length).toBe(1);
      expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
      violations.events.length = 0;
      violations.console.length = 0;

      await phone.openTab('sms');
      await phone.submitNumber('2025550143');
      const otp = new OtpPage(page);
      await otp.waitUntilShown();
      await otp.enterCode(await lastCode(api.url, '+12025550143'));
      await otp.expectSuccess();
      expect(violations).toEqual({ events: [], console: [] });
    } finally {
      await context.close();
    }
  }, 60_000);

  it('the redirect page finishes a magic-link login under the same policy', async () => {
    const { page, context, violations } = await freshPage();
    try {
      await page.goto(`${origin}/`);
      const login = new LoginPage(page);
      await login.openEmailTabIfTabbed();
      const email = `csp-${Date.now()}@example.com`;
      await login.submitEmail(email);
      const message = await waitForMessage(api.url, { to: email, kind: 'magic_link' });
      if (!message.link) throw new Error('the magic link message has no link');
      expect(new URL(message.link).origin).toBe(origin);
      // The redirect page says it is signing in, finishes, then moves on to the after-login page.
      await page.goto(message.link);
      await page.waitForFunction(() => location.pathname === '/' && !location.search);
      const cookies = await page.cookies();
      expect(cookies.some((c) => c.name === 'stytch_session' && c.value)).toBe(true);
      expect(violations).toEqual({ events: [], console: [] });
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a bundle that cannot load leaves a message naming it in the widget’s place, and in the console', async () => {
    const { page, context, violations } = await freshPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    bundleGone = true;
    try {
      await page.goto(`${origin}/`);
      const text = `The login could not load: ${origin}/stytch-widget/stytch-widget.js did not load. Check that the file is served at that address (npx stytch-widget doctor checks it).`;
      await waitForText(page, text);
      const alert = await page.$eval('#stytch-login [role="alert"]', (el) => el.textContent);
      expect(alert).toBe(text);
      expect(errors.some((line) => line.includes(`stytch-widget: ${text}`))).toBe(true);
      expect(violations).toEqual({ events: [], console: [] });
    } finally {
      bundleGone = false;
      await context.close();
    }
  }, 60_000);
});
