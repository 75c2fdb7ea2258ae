import { providerHostOf, testApiUrlFor } from '../test-api/client';

// Where every copy of undici (Node's own fetch included) keeps the process's dispatcher.
export const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');
// Set on a dispatcher this file made, so routing the process twice wraps it once.
const ROUTED = Symbol.for('stytch-widget.routedDispatcher');

interface DispatchOptions {
  origin?: string | URL;
  path: string;
}

/** The part of an undici dispatcher (Node's fetch's) that routing needs. */
export interface FetchDispatcher {
  dispatch(options: DispatchOptions, handler: unknown): boolean;
}

type Slot = Record<symbol, unknown>;

/**
 * A dispatcher that sends the requests to Stytch's hosts to the test API at `testApiUrl` (same
 * path and query) and every other one to `base`, which keeps everything else (close, destroy,
 * events, connection pools).
 */
export function providerDispatcher<D extends FetchDispatcher>(base: D, testApiUrl: string): D {
  const dispatch = (options: DispatchOptions, handler: unknown): boolean => {
    const url = new URL(options.path, options.origin);
    const target = providerHostOf(url)
      ? new URL(testApiUrlFor(url, testApiUrl) ?? `${testApiUrl}${options.path}`)
      : undefined;
    if (!target) return base.dispatch(options, handler);
    return base.dispatch(
      { ...options, origin: target.origin, path: `${target.pathname}${target.search}` },
      handler,
    );
  };
  return Object.create(base, { dispatch: { value: dispatch }, [ROUTED]: { value: true } }) as D;
}

/**
 * Node's fetch's process-wide dispatcher. Node creates it when it first loads its fetch code;
 * reading `Response` loads that code, without a request.
 */
export function nodeFetchDispatcher(): FetchDispatcher {
  void globalThis.Response;
  const base = (globalThis as Slot)[GLOBAL_DISPATCHER] as FetchDispatcher | undefined;
  if (!base) throw new Error("Node's fetch dispatcher was not found (undici.globalDispatcher.1).");
  return base;
}

/**
 * Routes every `fetch` of this process (the official `stytch` client's calls included, whatever
 * `env` it was built with) that names no dispatcher of its own: Stytch's hosts go to the test API.
 */
export function routeNodeFetch(testApiUrl: string): void {
  const base = nodeFetchDispatcher();
  if ((base as unknown as Slot)[ROUTED]) return;
  // The slot is writable (undici's setGlobalDispatcher writes it too).
  (globalThis as Slot)[GLOBAL_DISPATCHER] = providerDispatcher(base, testApiUrl);
}

/** Whether this process's fetch is routed (for tests and diagnostics). */
export function nodeFetchRouted(): boolean {
  const slot = (globalThis as Slot)[GLOBAL_DISPATCHER] as Slot | undefined;
  return Boolean(slot?.[ROUTED]);
}
