import { readFile } from 'node:fs/promises';
import { fromPackageRoot } from '../../shared/package-root';
import type { RawResponse } from '../context';
import type { Route } from '../router';

// https://js.stytch.com/stytch.js, the SDK that script-tag apps load (routed here like the rest
// of js.stytch.com): the official SDK's browser build that the package ships
// (`dist/provider/stytch.js`, written by the build), so such an app loads offline.

export const PROVIDER_SCRIPT = 'dist/provider/stytch.js';

let script: Promise<string> | undefined;

async function stytchJs(): Promise<RawResponse> {
  script ??= readFile(fromPackageRoot(PROVIDER_SCRIPT), 'utf8');
  const body = await script.catch((error: NodeJS.ErrnoException) => {
    script = undefined;
    if (error.code !== 'ENOENT') throw error;
    return undefined;
  });
  if (body === undefined) {
    return {
      raw: true,
      status: 501,
      contentType: 'text/plain; charset=utf-8',
      body: `The test API serves stytch.js from ${PROVIDER_SCRIPT}, which is missing: build the package (npm run build).`,
      headers: {},
    };
  }
  return {
    raw: true,
    status: 200,
    contentType: 'text/javascript; charset=utf-8',
    body,
    // A classic script from another origin needs no CORS; one loaded with `crossorigin` does.
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
  };
}

export const stytchJsRoutes: Route[] = [
  { method: 'GET', path: '/stytch.js', envelope: 'bare', handle: stytchJs },
];
