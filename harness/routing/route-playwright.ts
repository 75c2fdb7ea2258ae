import { providerHostOf } from '../test-api/client';
import { keptUnderBlock, stytchOwned } from './external';
import { answerProviderRequest } from './forward';
import { type ProviderRouting, type RouteOptions, RoutingRecord } from './recorder';

// The parts of Playwright's Page / BrowserContext, Route and Request used here, written out so
// the package needs no Playwright at all: a customer's own Page or BrowserContext fits them.

export interface PlaywrightRequestLike {
  url(): string;
  method(): string;
  allHeaders(): Promise<Record<string, string>>;
  postDataBuffer(): Buffer | null;
  /** `fetch`, `script`, `image`, … (Playwright's requests have it). */
  resourceType?(): string;
}

export interface PlaywrightRouteLike {
  request(): PlaywrightRequestLike;
  fulfill(options: {
    status?: number;
    headers?: Record<string, string>;
    body?: Buffer;
  }): Promise<void>;
  abort(errorCode?: string): Promise<void>;
  fallback(): Promise<void>;
}

/** A Playwright `Page` or `BrowserContext` (both have `route` and `unroute`). */
export interface PlaywrightRoutable {
  route(
    url: (url: URL) => boolean,
    handler: (route: PlaywrightRouteLike) => Promise<void>,
  ): Promise<unknown>;
  unroute(
    url: (url: URL) => boolean,
    handler?: (route: PlaywrightRouteLike) => Promise<void>,
  ): Promise<unknown>;
}

/**
 * Answers every request a Playwright page (or every page of a context) makes to the provider's
 * hosts from the test API, in every frame. Playwright answers CORS preflights of routed
 * requests itself; the test API's own CORS headers come back on the real request.
 */
export async function routePlaywright(
  target: PlaywrightRoutable,
  options: RouteOptions,
): Promise<ProviderRouting> {
  const record = new RoutingRecord(options.onGap);
  const block = options.external === 'block';
  const matches = (url: URL) => block || stytchOwned(url);
  const handler = async (route: PlaywrightRouteLike): Promise<void> => {
    const request = route.request();
    const url = request.url();
    if (providerHostOf(url)) {
      const body = request.postDataBuffer();
      const answer = await answerProviderRequest(
        {
          url,
          method: request.method(),
          headers: await request.allHeaders(),
          ...(body ? { body: new Uint8Array(body) } : {}),
          ...(request.resourceType ? { resourceType: request.resourceType() } : {}),
        },
        options.testApiUrl,
      );
      if (!answer) return route.fallback();
      record.answeredCall(answer.call, answer.gap);
      const headers: Record<string, string> = {};
      // Playwright takes one value per name; Set-Cookie lines go one per line.
      for (const [name, value] of answer.headers) {
        headers[name] = headers[name] === undefined ? value : `${headers[name]}\n${value}`;
      }
      await route.fulfill({ status: answer.status, headers, body: Buffer.from(answer.body) });
      return;
    }
    // Stytch's hosts outside the routed list are never fetched, under either policy.
    if (stytchOwned(url) || (block && !keptUnderBlock(url, options.keepHosts))) {
      record.blockedCall(request.method(), url);
      await route.abort('blockedbyclient');
      return;
    }
    await route.fallback();
  };
  await target.route(matches, handler);
  return record.view(async () => {
    await target.unroute(matches, handler);
  });
}
