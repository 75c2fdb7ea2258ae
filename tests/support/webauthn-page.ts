import type { Page } from 'puppeteer-core';

/**
 * A plain discoverable `get()` in the page, aborted after 1 s: the error's name, or 'ok'.
 * With another WebAuthn request still pending in the page, Chromium refuses it at once
 * ('OperationError'); with none, the timeout ends it ('TimeoutError').
 */
export function pageGet(page: Page): Promise<string> {
  return page.evaluate(async () => {
    try {
      await navigator.credentials.get({
        signal: AbortSignal.timeout(1_000),
        publicKey: {
          challenge: crypto.getRandomValues(new Uint8Array(32)),
          rpId: 'localhost',
          userVerification: 'preferred',
        },
      });
      return 'ok';
    } catch (error) {
      return (error as Error).name;
    }
  });
}
