import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/package-root';
import { type LaunchedBrowser, launchBrowser } from '../../harness/smoke/launch';
import { renderSnippet } from '../../harness/snippets/render-snippet';
import { type RunningTestApi, startTestApi } from '../../harness/test-api';
import type { ConfigFile } from '../../widget/config/schema';

const TOKEN = 'public-token-test-0c9e4f1a-7d3b-4a62-9e85-2b6f1d4c8a70';

let api: RunningTestApi;
let browser: LaunchedBrowser;
let server: Server;
let url: string;
let snippet: string;
/** Lets the held tail of the page go out; one per request of the page. */
const tails: (() => void)[] = [];

beforeAll(async () => {
  api = await startTestApi({ port: 0, db: ':memory:' });
  const config: ConfigFile = {
    publicToken: TOKEN,
    apiUrl: api.url,
    products: ['otp'],
    otpOptions: { methods: ['email'] },
  };
  snippet = await renderSnippet('html', config, { bundleUrl: '/static/stytch-widget.js' });
  // A customer's page whose HTML arrives in two parts: the snippet near the top, then the rest
  // of a long page, held back until the test lets it go.
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith('/static/')) {
      readFile(join(fromPackageRoot('dist'), path.slice('/static/'.length))).then(
        (body) => {
          res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
          res.end(body);
        },
        () => {
          res.writeHead(404);
          res.end();
        },
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    // Past the parser's first buffer, so the head part is parsed before the tail arrives.
    res.write(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>long page</title></head><body>\n${snippet}\n<!-- ${'-'.repeat(4096)} -->\n`,
    );
    tails.push(() => res.end('<footer id="tail">The rest of the page</footer></body></html>'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://localhost:${(server.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const release of tails) release();
  await browser?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await api?.close();
});

describe('the HTML snippet on a page still loading', () => {
  it('shows the login form before the rest of the page has arrived', async () => {
    const context = await browser.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const navigation = page.goto(url);
      // The email field, in the light DOM or the widget's shadow root.
      await page.waitForFunction(
        () => {
          const find = (root: Document | ShadowRoot): boolean =>
            [...root.querySelectorAll('*')].some(
              (el) =>
                (el instanceof HTMLInputElement && el.type === 'email' && !el.disabled) ||
                (el.shadowRoot !== null && find(el.shadowRoot)),
            );
          return find(document);
        },
        { timeout: 15_000 },
      );
      expect(
        await page.evaluate(() => [document.readyState, document.getElementById('tail') === null]),
      ).toEqual(['loading', true]);
      for (const release of tails.splice(0)) release();
      await navigation;
      expect(await page.evaluate(() => document.getElementById('tail')?.textContent)).toBe(
        'The rest of the page',
      );
    } finally {
      await context.close();
    }
  });
});
