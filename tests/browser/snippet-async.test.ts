import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetPage } from '../../harness/shared/snippet-page';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

const TOKEN = 'public-token-test-0c9e4f1a-7d3b-4a62-9e85-2b6f1d4c8a70';
const TAIL = '<footer id="tail">The rest of the page</footer>';

let env: BrowserEnv;
/** Lets the held end of the page go out; one per request of the page. */
const releases: (() => void)[] = [];

beforeAll(async () => {
  env = await startBrowserEnv(async (apiUrl) => {
    const snippet = await snippetPage({
      publicToken: TOKEN,
      apiUrl,
      products: ['otp'],
      otpOptions: { methods: ['email'] },
    });
    // A customer's long page: the snippet near the top, then the rest of the page, held back
    // until the test lets it go. The comment takes the first part past the parser's first buffer.
    const page = snippet.replace('</body>', `<!-- ${'-'.repeat(4096)} -->\n${TAIL}\n</body>`);
    const split = page.indexOf(TAIL);
    return {
      '/': () => ({
        contentType: 'text/html; charset=utf-8',
        body: page.slice(0, split),
        rest: new Promise<string>((resolve) => releases.push(() => resolve(page.slice(split)))),
      }),
    };
  });
});

afterAll(async () => {
  for (const release of releases.splice(0)) release();
  await env?.close();
});

describe('the HTML snippet on a page still loading', () => {
  it('shows the login form before the rest of the page has arrived', async () => {
    const page = await env.newPage();
    const navigation = page.goto(env.pages.url);
    // The email field, in the light DOM or the widget's shadow root.
    await page.waitForFunction(
      () => {
        const find = (root: Document | ShadowRoot): boolean =>
          [...root.querySelectorAll('*')].some(
            (el) =>
              (el instanceof HTMLInputElement && el.type === 'email' && !el.disabled) ||
              (el.shadowRoot !== null && find(el.shadowRoot)),
          );
        return find(document);
      },
      { timeout: 15_000 },
    );
    expect(
      await page.evaluate(() => [document.readyState, document.getElementById('tail') === null]),
    ).toEqual(['loading', true]);
    for (const release of releases.splice(0)) release();
    await navigation;
    expect(await page.evaluate(() => document.getElementById('tail')?.textContent)).toBe(
      'The rest of the page',
    );
  });
});
