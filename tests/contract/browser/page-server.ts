import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';

// Serves a blank page plus the official SDK's headless IIFE build (global `stytch`), so tests
// can drive the real SDK in Chromium from http://localhost:<port> (WebAuthn needs a host name).

const require = createRequire(import.meta.url);
// `./headless` resolves to dist/cjs/index.headless.cjs; the IIFE sits beside it in dist/.
const distDir = dirname(dirname(require.resolve('@stytch/vanilla-js/headless')));
const SDK = readFileSync(join(distDir, 'iife/index.headless.js'), 'utf8');
// The full build (headless + the provider's own prebuilt UI), for /ui.html.
const SDK_UI = readFileSync(join(distDir, 'iife/index.js'), 'utf8');
const UI_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Prebuilt UI</title>
<script src="/stytch-ui.js"></script></head><body><div id="login"></div></body></html>`;
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>SDK page</title>
<script src="/stytch.js"></script></head><body><input autocomplete="username webauthn"></body></html>`;

export interface PageServer {
  url: string;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const scripts: Record<string, string> = { '/stytch.js': SDK, '/stytch-ui.js': SDK_UI };
    const script = scripts[path ?? ''];
    res.setHeader('Content-Type', script ? 'text/javascript' : 'text/html');
    res.end(script ?? (path === '/ui.html' ? UI_PAGE : PAGE));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
