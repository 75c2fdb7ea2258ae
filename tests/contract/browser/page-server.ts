import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fromPackageRoot } from '../../../harness/shared/package-root';
import { startPageServer as startHarnessPageServer } from '../../../harness/shared/page-server';

// A blank page with the official SDK's headless IIFE build (global `stytch`), so tests drive
// the real SDK in Chromium from http://localhost:<port> (WebAuthn needs a host name), and
// /ui.html with the full build (headless + the provider's own prebuilt UI).

const require = createRequire(import.meta.url);
// `./headless` resolves to dist/cjs/index.headless.cjs; the IIFE builds sit in dist/iife.
const iifeDir = join(dirname(dirname(require.resolve('@stytch/vanilla-js/headless'))), 'iife');
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>SDK page</title>
<script src="/sdk/index.headless.js"></script></head><body><input autocomplete="username webauthn"></body></html>`;
const UI_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Prebuilt UI</title>
<script src="/sdk/index.js"></script></head><body><div id="login"></div></body></html>`;

export interface PageServer {
  /** With a trailing slash: `${url}ui.html` is the prebuilt UI page. */
  url: string;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const server = await startHarnessPageServer({
    // /callback: where the OAuth round trip lands back.
    pages: { '/': PAGE, '/callback': PAGE, '/ui.html': UI_PAGE },
    staticDir: fromPackageRoot('dist'),
    extraStatic: { '/sdk/': iifeDir },
  });
  return { url: `${server.url}/`, close: server.close };
}
