import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import { providerHostOf, testApiUrlFor } from '../test-api/client';

// The official `stytch` client fetches the project's JSON Web Key Set (to verify session JWTs
// locally) through its `jose` 5, which calls `https.get` rather than fetch: that call goes to
// the test API too. Routed calls are marked so routing twice patches once.
const ROUTED = Symbol.for('stytch-widget.routedHttps');

type Callback = (response: IncomingMessage) => void;
type RequestFunction = (...args: unknown[]) => ClientRequest;
type Marked = RequestFunction & { [ROUTED]?: true };

interface Call {
  url: URL;
  options: RequestOptions;
  callback: Callback | undefined;
}

/** `request(url[, options][, callback])` or `request(options[, callback])`, read as one call. */
function readCall(args: readonly unknown[]): Call | undefined {
  const [first, second, third] = args;
  const callback = [second, third].find((arg): arg is Callback => typeof arg === 'function');
  if (typeof first === 'string' || first instanceof URL) {
    const options = typeof second === 'object' && second !== null ? (second as RequestOptions) : {};
    try {
      return { url: new URL(first), options, callback };
    } catch {
      return undefined;
    }
  }
  if (typeof first !== 'object' || first === null) return undefined;
  const options = first as RequestOptions;
  const host = options.hostname ?? options.host ?? 'localhost';
  const port = options.port ? `:${options.port}` : '';
  try {
    return { url: new URL(`https://${host}${port}${options.path ?? '/'}`), options, callback };
  } catch {
    return undefined;
  }
}

/** The options of a call sent elsewhere: the target's address wins, its agent does not apply. */
function retargeted(options: RequestOptions): RequestOptions {
  const {
    agent: _agent,
    host: _host,
    hostname: _hostname,
    port: _port,
    path: _path,
    protocol: _protocol,
    servername: _servername,
    ...rest
  } = options as RequestOptions & { servername?: string };
  const headers = Object.fromEntries(
    Object.entries(rest.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'host'),
  );
  return { ...rest, headers };
}

function routedFunction(
  original: RequestFunction,
  kind: 'request' | 'get',
  testApiUrl: string,
): Marked {
  const routed: Marked = function (this: unknown, ...args: unknown[]) {
    const call = readCall(args);
    const target =
      call && providerHostOf(call.url) ? testApiUrlFor(call.url, testApiUrl) : undefined;
    if (!call || !target) return original.apply(this, args);
    // A test API on https keeps https's own function; one on http (the usual) takes http's.
    const send = new URL(target).protocol === 'https:' ? original : (http[kind] as RequestFunction);
    const options = retargeted(call.options);
    return call.callback ? send(target, options, call.callback) : send(target, options);
  };
  routed[ROUTED] = true;
  return routed;
}

/** Routes this process's `https.request` and `https.get`: Stytch's hosts go to the test API. */
export function routeNodeHttps(testApiUrl: string): void {
  if ((https.request as Marked)[ROUTED]) return;
  const module = https as unknown as Record<'request' | 'get', RequestFunction>;
  module.request = routedFunction(module.request, 'request', testApiUrl);
  module.get = routedFunction(module.get, 'get', testApiUrl);
  // `import { get } from 'node:https'` sees the routed functions too.
  syncBuiltinESMExports();
}

/** Whether this process's `https.request` is routed (for tests and diagnostics). */
export function nodeHttpsRouted(): boolean {
  return Boolean((https.request as Marked)[ROUTED]);
}
