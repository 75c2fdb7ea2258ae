import type { HTTPRequest, Page } from 'puppeteer';

/** A six-digit code that is certainly not `code`. */
export const wrongCodeFor = (code: string): string =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * Holds the page's requests whose URL matches `pattern` until the test lets each go, so a
 * test can look at the widget's busy state. `next()` resolves with the next held request's
 * release function as soon as that request is made.
 */
export async function holdRequests(page: Page, pattern: RegExp) {
  const held: HTTPRequest[] = [];
  let waiting: ((request: HTTPRequest) => void) | null = null;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !pattern.test(request.url())) {
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
