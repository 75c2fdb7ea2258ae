import { routeNodeFetch } from './node-fetch';
import { TEST_API_URL_ENV } from './node-hook-env';
import { routeNodeHttps } from './node-https';

export { TEST_API_URL_ENV };

/** The file (in the built package) a process loads with `--import` to be routed. */
export const NODE_HOOK_FILE = 'dist/node/node-hook.js';

/**
 * Sends every request this process makes to Stytch's hosts through Node's `fetch` (the official
 * `stytch` client's API calls) and `https.request`/`https.get` (its JSON Web Key Set) to the test
 * API at `testApiUrl`, at the same path and query; every other request is left alone.
 */
export function routeNodeProcess(testApiUrl: string): void {
  const base = new URL(testApiUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`${TEST_API_URL_ENV} must be an http(s) URL, got "${testApiUrl}"`);
  }
  const url = base.href.replace(/\/+$/, '');
  routeNodeFetch(url);
  routeNodeHttps(url);
}

/**
 * `NODE_OPTIONS` extended with `--import <hook>`: what a started process needs, besides
 * `TEST_API_URL_ENV`, to be routed. The hook's address is a file URL (no spaces to quote).
 */
export function nodeOptionsWithHook(hookUrl: string, nodeOptions = ''): string {
  return [nodeOptions.trim(), `--import=${hookUrl}`].filter(Boolean).join(' ');
}
