import type { HTTPRequest, Page } from 'puppeteer-core';

/** A six-digit code that is certainly not `code`. */
export const wrongCodeFor = (code: string): string =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * Holds the page's requests whose URL matches `pattern` (POSTs, or those of `methods`) until
 * the test lets each go, so a test can look at the widget's busy state. `next()` resolves with
 * the next held request's release function as soon as that request is made.
 */
export async function holdRequests(
  page: Page,
  pattern: RegExp,
  methods: readonly string[] = ['POST'],
) {
  const held: HTTPRequest[] = [];
  let waiting: ((request: HTTPRequest) => void) | null = null;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!methods.includes(request.method()) || !pattern.test(request.url())) {
      void request.continue();
    } else if (waiting) {
      waiting(request);
      waiting = null;
    } else {
      held.push(request);
    }
  });
  return {
    async next(): Promise<() => void> {
      const request =
        held.shift() ?? (await new Promise<HTTPRequest>((resolve) => (waiting = resolve)));
      return () => void request.continue();
    },
  };
}

/** The SDK's send paths: one-time passcodes and magic links, by any channel or mode. */
export const SEND_PATHS = /\/sdk\/v1\/(otps|magic_links)\//;

/**
 * Records the page's POST requests whose URL matches `pattern`, from now on, with their
 * parsed JSON bodies. It only listens (no interception), so every request goes out as usual.
 */
export function recordRequests(page: Page, pattern: RegExp) {
  const seen: { url: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !pattern.test(request.url())) return;
    const data = request.postData();
    seen.push({ url: new URL(request.url()).pathname, body: data ? JSON.parse(data) : {} });
  });
  return { seen };
}

/**
 * The page's bootstrap fetches from now on (GETs: a cross-origin API also sees a preflight
 * per fetch). The official client makes one when it is built, so this counts clients.
 */
export function recordBootstraps(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/sdk/v1/projects/bootstrap/')) {
      seen.push(request.url());
    }
  });
  return seen;
}

/** Counts the page's POSTs to an SDK path (e.g. `/webauthn/authenticate/start/primary`). */
export function countPosts(page: Page, path: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/sdk/v1${path}`)
      counter.count += 1;
  });
  return counter;
}
