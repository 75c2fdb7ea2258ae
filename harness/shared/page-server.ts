import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { hostRefusal, isAllowedHost, ownAndAllowedHosts } from './allowed-hosts';
import { listenOn } from './listen-error';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A page that is not HTML, e.g. the dev page's JSON. */
export interface PageResponse {
  contentType: string;
  body: string;
  /** More response headers (e.g. CORS for the extension reading the dev server's config). */
  headers?: Record<string, string>;
  /**
   * The end of the body, sent once it settles: `body` goes out first, as a page whose HTML is
   * still streaming in (a long page, a slow server).
   */
  rest?: Promise<string>;
}

type PageBody = string | PageResponse;

export type PageRoute = (
  req: IncomingMessage,
  url: URL,
) => PageBody | null | Promise<PageBody | null>;

export interface PageServerOptions {
  /** Pages by path (`/`, `/redirect`): HTML as a string, or a function deciding per request. */
  pages: Record<string, PageBody | PageRoute>;
  /** Folder served under /static/ (the built widget: dist/). */
  staticDir: string;
  /** More folders to serve, by URL prefix (e.g. `{ '/react-host/': dir }`). */
  extraStatic?: Record<string, string>;
  port?: number;
  /** The address to bind (default 127.0.0.1: loopback only). */
  host?: string;
  /** The host name in `url` (default localhost). */
  publicHost?: string;
  /**
   * Lets pages of other origins load the static files as module scripts (which are fetched
   * with CORS): the smoke run's injection into a customer's page.
   */
  crossOriginStatic?: boolean;
  /**
   * Host names answered besides loopback, `host` and `publicHost` (`--allowed-host`); any other
   * `Host` gets 403 against DNS rebinding.
   */
  allowedHosts?: string[];
}

export interface RunningPageServer {
  /** `http://localhost:<port>` unless `publicHost` says otherwise: WebAuthn and the SDK's cookies need `localhost`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves test and dev pages plus the built bundle, bound to 127.0.0.1 (or `host`) on a free port. */
export async function startPageServer(options: PageServerOptions): Promise<RunningPageServer> {
  const allowedHosts = ownAndAllowedHosts(options.allowedHosts, [options.host, options.publicHost]);
  const server = createServer((req, res) => {
    if (!isAllowedHost(req.headers, allowedHosts)) {
      return send(res, 403, 'text/plain; charset=utf-8', hostRefusal(req.headers.host));
    }
    void handle(options, req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
  });
  server.keepAliveTimeout = 2_000;
  await listenOn(server, options.port ?? 0, options.host ?? '127.0.0.1', 'page server');
  const { port } = server.address() as AddressInfo;
  const publicHost = options.publicHost ?? 'localhost';
  return {
    url: `http://${publicHost.includes(':') ? `[${publicHost}]` : publicHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(options: PageServerOptions, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const mounts: [string, string][] = [
    ['/static/', options.staticDir],
    ...Object.entries(options.extraStatic ?? {}),
  ];
  const mount = mounts.find(([prefix]) => url.pathname.startsWith(prefix));
  if (mount) {
    const [prefix, dir] = mount;
    const relative = normalize(decodeURIComponent(url.pathname.slice(prefix.length)));
    if (relative.startsWith('..')) return send(res, 403, 'text/plain', 'Forbidden');
    try {
      const body = await readFile(join(dir, relative));
      if (options.crossOriginStatic) res.setHeader('access-control-allow-origin', '*');
      return send(res, 200, TYPES[extname(relative)] ?? 'application/octet-stream', body);
    } catch {
      return send(res, 404, 'text/plain', `Not found: ${url.pathname}. Run \`npm run build\`.`);
    }
  }
  const page = options.pages[url.pathname];
  const body = typeof page === 'function' ? await page(req, url) : page;
  if (body == null) return send(res, 404, 'text/plain', 'Not found');
  if (typeof body === 'string') return send(res, 200, TYPES['.html'] as string, body);
  for (const [name, value] of Object.entries(body.headers ?? {})) res.setHeader(name, value);
  if (!body.rest) return send(res, 200, body.contentType, body.body);
  res.writeHead(200, { 'content-type': body.contentType, 'cache-control': 'no-store' });
  res.write(body.body);
  res.end(await body.rest);
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** A complete page around an embed snippet, as a customer's page would hold it. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
${body}
</body>
</html>
`;
}
