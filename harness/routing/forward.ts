import { providerHostOf, testApiUrlFor } from '../test-api/client';
import { isBrowserOwnRequest, isGap, type ProviderCall } from './provider-call';

/** A request the browser paused, as both Puppeteer's CDP and Playwright's route give it. */
export interface PausedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array | undefined;
  /** What asked for it (`fetch`, `script`, `image`, …), where the browser tells. */
  resourceType?: string | undefined;
}

export interface ProviderAnswer {
  status: number;
  /** Repeated names kept apart (Set-Cookie). */
  headers: [string, string][];
  body: Uint8Array;
  call: ProviderCall;
  /** The test API could not answer a request of the page's (the browser's own are no gap). */
  gap: boolean;
}

// Hop-by-hop headers belong to one connection; the body is re-sent whole and arrives decoded.
const DROPPED_REQUEST = new Set([
  'host',
  'connection',
  'content-length',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
]);
const DROPPED_RESPONSE = new Set([
  'connection',
  'content-length',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
]);

const encoder = new TextEncoder();

/**
 * Answers a request to one of the provider's hosts from the test API at `testApiUrl`: the same
 * method, headers and body at the same path, its status, headers and body back. Undefined for
 * a URL that is no provider host's. `apiOrigins` are more origins answered the same way: a page's
 * own `apiUrl` on this machine (`http://127.0.0.1:4010`), so a page built for a test API on a
 * fixed port runs against a run's test API on any port.
 */
export async function answerProviderRequest(
  request: PausedRequest,
  testApiUrl: string,
  apiOrigins: readonly string[] = [],
): Promise<ProviderAnswer | undefined> {
  const url = new URL(request.url);
  const entry = apiOrigins.includes(url.origin)
    ? ({ answer: 'test-api' } as const)
    : providerHostOf(url);
  if (!entry) return undefined;
  const method = request.method.toUpperCase();
  const headers = lowerCased(request.headers);
  const call: ProviderCall = {
    method,
    host: url.host,
    path: `${url.pathname}${url.search}`,
    status: 0,
    ...(request.resourceType ? { resourceType: request.resourceType.toLowerCase() } : {}),
  };
  if (entry.answer === 'no-content') {
    return {
      status: 204,
      headers: corsFor(headers),
      body: new Uint8Array(),
      call: { ...call, status: 204 },
      gap: false,
    };
  }
  const target =
    testApiUrlFor(url, testApiUrl) ??
    `${new URL(testApiUrl).origin}${new URL(testApiUrl).pathname.replace(/\/+$/, '')}${url.pathname}${url.search}`;
  const forwarded: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!DROPPED_REQUEST.has(name)) forwarded[name] = value;
  }
  // A page of the provider's own host (the client-side services iframe) calling that host is
  // same-origin there; the test API, on another origin, would take it for a foreign page.
  if (forwarded.origin === url.origin) delete forwarded.origin;
  let response: Response;
  try {
    response = await fetch(target, {
      method,
      headers: forwarded,
      redirect: 'manual',
      ...(method === 'GET' || method === 'HEAD' || !request.body
        ? {}
        : { body: new Uint8Array(request.body) }),
    });
  } catch (error) {
    const message = `the test API at ${testApiUrl} did not answer: ${(error as Error).message}`;
    return {
      status: 502,
      headers: [['content-type', 'application/json'], ...corsFor(headers)],
      body: encoder.encode(
        JSON.stringify({
          status_code: 502,
          error_type: 'test_api_unreachable',
          error_message: message,
        }),
      ),
      call: { ...call, status: 502, error: message },
      gap: true,
    };
  }
  const body = new Uint8Array(await response.arrayBuffer());
  const answered: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE.has(name) && name !== 'set-cookie') answered.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) answered.push(['set-cookie', cookie]);
  const error = response.status >= 400 ? errorOf(body) : undefined;
  const gap = isGap(response.status, error?.type) && !isBrowserOwnRequest(method, call.path);
  return {
    status: response.status,
    headers: answered,
    body,
    call: {
      ...call,
      status: response.status,
      ...(gap && error?.message ? { error: error.message } : {}),
    },
    gap,
  };
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

/** The CORS answer the real host gives a page it accepts, for calls answered here. */
function corsFor(headers: Record<string, string>): [string, string][] {
  const origin = headers.origin;
  if (!origin) return [];
  return [
    ['access-control-allow-origin', origin],
    ['access-control-allow-credentials', 'true'],
    ['access-control-allow-headers', headers['access-control-request-headers'] ?? 'content-type'],
    ['access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS'],
    ['vary', 'Origin'],
  ];
}

/** The test API's error JSON (`error_type`, `error_message`), bare or in the SDK's envelope. */
function errorOf(body: Uint8Array): { type?: string; message?: string } | undefined {
  try {
    const json = JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown>;
    const inner = (typeof json.data === 'object' && json.data ? json.data : json) as Record<
      string,
      unknown
    >;
    return {
      ...(typeof inner.error_type === 'string' ? { type: inner.error_type } : {}),
      ...(typeof inner.error_message === 'string' ? { message: inner.error_message } : {}),
    };
  } catch {
    return undefined;
  }
}
