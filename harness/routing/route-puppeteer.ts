import type { CDPSession, Page, Protocol } from 'puppeteer-core';
import { providerHostOf } from '../test-api/client';
import { keptUnderBlock, stytchOwned } from './external';
import { answerProviderRequest } from './forward';
import { type ProviderRouting, type RouteOptions, RoutingRecord } from './recorder';

// Puppeteer's name for a child session attached through Target.setAutoAttach.
const SESSION_ATTACHED = 'sessionattached';

/**
 * Answers every request a Puppeteer page makes to the provider's hosts from the test API, in
 * the page and in its frames, out-of-process ones included (the client-side services iframe
 * runs on js.stytch.com, another site). It uses DevTools' Fetch domain on a session of its own,
 * so it works on a launched or a connected browser, beside the page's own request interception.
 */
export async function routePuppeteerPage(
  page: Page,
  options: RouteOptions,
): Promise<ProviderRouting> {
  const record = new RoutingRecord(options.onGap);
  const block = options.external === 'block';
  // Under `allow` only Stytch's hosts are paused (the routed ones and every other it owns);
  // everything else never waits on us.
  const patterns = block
    ? [{ urlPattern: '*' }]
    : [
        { urlPattern: '*://*.stytch.com/*' },
        { urlPattern: '*://stytch.com/*' },
        ...(options.apiOrigins ?? []).map((origin) => ({ urlPattern: `${origin}/*` })),
      ];
  const apiOrigins = options.apiOrigins ?? [];
  const answered = (url: string) =>
    providerHostOf(url) !== undefined || apiOrigins.some((origin) => url.startsWith(`${origin}/`));
  const sessions: CDPSession[] = [];
  let stopped = false;

  const onPaused = (session: CDPSession) => async (event: Protocol.Fetch.RequestPausedEvent) => {
    const { request, requestId } = event;
    try {
      if (stopped) {
        await session.send('Fetch.continueRequest', { requestId });
        return;
      }
      if (answered(request.url)) {
        const answer = await answerProviderRequest(
          {
            url: request.url,
            method: request.method,
            headers: request.headers,
            body: postData(request),
            resourceType: event.resourceType,
          },
          options.testApiUrl,
          apiOrigins,
        );
        if (!answer) throw new Error(`no answer for ${request.url}`);
        record.answeredCall(answer.call, answer.gap);
        await session.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: answer.status,
          responseHeaders: answer.headers.map(([name, value]) => ({ name, value })),
          body: Buffer.from(answer.body).toString('base64'),
        });
        return;
      }
      if (stytchOwned(request.url) || (block && !keptUnderBlock(request.url, options.keepHosts))) {
        record.blockedCall(request.method, request.url);
        await session.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' });
        return;
      }
      await session.send('Fetch.continueRequest', { requestId });
    } catch {
      // The frame or page went away while the request waited: nothing is left to answer.
    }
  };

  const watch = async (session: CDPSession): Promise<void> => {
    sessions.push(session);
    session.on('Fetch.requestPaused', onPaused(session));
    (session as unknown as { on(event: string, handler: (child: CDPSession) => void): void }).on(
      SESSION_ATTACHED,
      (child) => {
        void attachChild(child);
      },
    );
    await session.send('Fetch.enable', { patterns });
    // Out-of-process frames (and their own) get a session each; they wait until routed.
    await session.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
    });
  };

  const attachChild = async (child: CDPSession): Promise<void> => {
    // A worker has no Fetch domain of its own (its requests go through its frame's); it
    // must still be let run.
    await watch(child).catch(() => undefined);
    await child.send('Runtime.runIfWaitingForDebugger').catch(() => undefined);
  };

  await watch(await page.createCDPSession());
  return record.view(async () => {
    stopped = true;
    for (const session of sessions.reverse()) {
      await session.send('Fetch.disable').catch(() => undefined);
      await session.detach().catch(() => undefined);
    }
  });
}

function postData(request: Protocol.Network.Request): Uint8Array | undefined {
  if (request.postDataEntries?.length) {
    const parts = request.postDataEntries.map((entry) => Buffer.from(entry.bytes ?? '', 'base64'));
    return new Uint8Array(Buffer.concat(parts));
  }
  return request.postData === undefined ? undefined : new TextEncoder().encode(request.postData);
}
