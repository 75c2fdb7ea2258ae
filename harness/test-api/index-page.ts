import type { RawResponse, RouteContext } from './context';
import { OUTBOX_PAGE_PATH } from './control/outbox-paths';
import { escapeHtml, htmlPage } from './html';
import { DEFAULT_SETTINGS } from './projects';
import { allRoutes } from './routes';

// GET / and GET /__emulator: what this server is, its control routes and its SDK routes.

export function indexPage(ctx: RouteContext): RawResponse {
  const routes = allRoutes
    .map(
      (r) =>
        `<tr><td><code>${r.method}</code></td><td><code>${escapeHtml(r.path)}</code></td></tr>`,
    )
    .join('');
  const settings = Object.entries(DEFAULT_SETTINGS)
    .map(
      ([k, v]) =>
        `<tr><td><code>${escapeHtml(k)}</code></td><td><code>${escapeHtml(JSON.stringify(v))}</code></td></tr>`,
    )
    .join('');
  return htmlPage(
    200,
    'Stytch test API',
    `<h1>Local Stytch test API</h1>
     <p>An offline stand-in for Stytch's test API. Point the official SDK at it with
     <code>endpoints.testAPIURL</code>; any <code>public-token-test-…</code> token is its own project.
     Emulated time: <code>${escapeHtml(new Date(ctx.clock.now()).toISOString())}</code>.</p>
     <p><a href="${OUTBOX_PAGE_PATH}">Outbox</a> (codes and links it "sent") ·
     <code>POST /__emulator/reset</code> · <code>POST /__emulator/clock {"advance_seconds": n}</code></p>
     <h2>Default project settings</h2><table>${settings}</table>
     <h2>Routes</h2><table>${routes}</table>`,
  );
}
