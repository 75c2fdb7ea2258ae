import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { htmlPage } from '../../harness/shared/page-server';
import { renderSnippet, type SnippetFormat } from '../../harness/shared/render-snippet';
import { BUNDLE_PATH } from '../../harness/shared/snippet-page';
import { waitForText } from '../../harness/smoke/pages/queries';
import type { ConfigFile } from '../../widget/config/schema';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

// Never a blank widget: the snippets `init` writes, in real Chromium, when the bundle cannot
// load (a 404, a host that refuses the connection), and the widget when one of its lazily
// loaded files cannot (the request aborted, as offline or a blocking policy would).

const TOKEN = 'public-token-test-6b1d2f3e-4a5c-4d7e-8f90-a1b2c3d4e5f6';
// A folder with the snippets' loader (embed.js) but no bundle beside it.
const ONLY_LOADER = '/only-loader/stytch-widget.js';
// A folder that is not there at all: neither the loader nor the bundle.
const MISSING = '/static/missing/stytch-widget.js';
const CHECK = 'Check that the file is served at that address (npx stytch-widget doctor checks it).';

/**
 * The snippet as `init` writes it, after the host's own listener for the widget's errors (the
 * `stytch-widget:error` event, which a page under a strict CSP listens for from its own file).
 */
async function snippetWithOnError(
  format: SnippetFormat,
  config: ConfigFile,
  bundleUrl: string,
): Promise<string> {
  const snippet = await renderSnippet(format, config, { bundleUrl });
  const listener = `<script>document.addEventListener('stytch-widget:error', ({ detail: e }) => (window.__errors ??= []).push({ name: e.name, kind: e.kind, message: e.message }));</script>`;
  return htmlPage(format, `${listener}${snippet}`);
}

let onlyLoader: string;

let env: BrowserEnv;

beforeAll(async () => {
  onlyLoader = await mkdtemp(join(tmpdir(), 'stytch-widget-only-loader-'));
  await copyFile(fromPackageRoot('dist', 'embed.js'), join(onlyLoader, 'embed.js'));
  env = await startBrowserEnv(
    async (apiUrl) => {
      const config = (products: ConfigFile['products'], more: Partial<ConfigFile> = {}) =>
        ({ publicToken: TOKEN, apiUrl, products, ...more }) as ConfigFile;
      const otp = config(['otp'], { otpOptions: { methods: ['email'] } });
      const passwords = config(['passwords']);
      return {
        '/missing': await snippetWithOnError('html', otp, ONLY_LOADER),
        '/refused': await snippetWithOnError('html', otp, BUNDLE_PATH),
        '/reset-missing': await snippetWithOnError('reset-html', passwords, ONLY_LOADER),
        '/passkeys-missing': await snippetWithOnError('passkeys-html', otp, ONLY_LOADER),
        '/redirect-missing': await renderSnippet('redirect', otp, { bundleUrl: ONLY_LOADER }),
        '/nothing': await snippetWithOnError('html', otp, MISSING),
        '/passwords': await snippetWithOnError('html', passwords, BUNDLE_PATH),
        '/sms': await snippetWithOnError(
          'html',
          config(['otp'], { otpOptions: { methods: ['sms'] } }),
          BUNDLE_PATH,
        ),
        '/german': await snippetWithOnError(
          'html',
          { ...otp, locale: 'de' } as ConfigFile,
          BUNDLE_PATH,
        ),
      };
    },
    { extraStatic: { '/only-loader/': onlyLoader } },
  );
}, 60_000);

afterAll(async () => {
  await env?.close();
  await rm(onlyLoader, { recursive: true, force: true });
});

/** The text of the first role=alert element inside `selector`, once there is one. */
async function alertIn(page: Page, selector: string): Promise<string> {
  const handle = await page.waitForFunction(
    (within) => document.querySelector(`${within} [role="alert"]`)?.textContent,
    { timeout: 15_000 },
    selector,
  );
  return (await handle.jsonValue()) as string;
}

async function errors(page: Page): Promise<{ name: string; kind: string; message: string }[]> {
  return page.evaluate(() => (window as unknown as { __errors?: [] }).__errors ?? []) as Promise<
    { name: string; kind: string; message: string }[]
  >;
}

/** A page whose requests for files matching `pattern` fail, as offline they would. */
async function pageWithout(
  pattern: RegExp,
  reason: 'internetdisconnected' | 'connectionrefused' = 'internetdisconnected',
): Promise<Page> {
  const page = await env.newPage();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (pattern.test(request.url())) void request.abort(reason);
    else void request.continue();
  });
  return page;
}

describe('the HTML snippets when the bundle does not load', () => {
  it.each([
    ['a 404', '/missing', ONLY_LOADER, 'stytch-login', 'The login'],
    ['a refused connection', '/refused', BUNDLE_PATH, 'stytch-login', 'The login'],
    [
      'a 404 (reset page)',
      '/reset-missing',
      ONLY_LOADER,
      'stytch-reset-password',
      'The password reset',
    ],
    [
      'a 404 (passkey page)',
      '/passkeys-missing',
      ONLY_LOADER,
      'stytch-passkey-registration',
      'Passkey registration',
    ],
  ])(
    '%s: the element says which URL did not load, and the error event carries it',
    async (_case, path, bundle, element, what) => {
      // The refused case: the bundle's own host refuses the connection, the loader came.
      const page = await pageWithout(/\/static\/stytch-widget\.js$/, 'connectionrefused');
      await page.goto(`${env.pages.url}${path}`);
      const message = `${what} could not load: ${env.pages.url}${bundle} did not load. ${CHECK}`;
      expect(await alertIn(page, `#${element}`)).toBe(message);
      await page.waitForFunction(() => (window as unknown as { __errors?: [] }).__errors?.length);
      expect(await errors(page)).toEqual([{ name: 'WidgetError', kind: 'network', message }]);
    },
  );

  it('the redirect page says which URL did not load in its status line', async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}/redirect-missing`);
    expect(await alertIn(page, 'body')).toBe(
      `Sign-in could not finish: ${env.pages.url}${ONLY_LOADER} did not load. ${CHECK}`,
    );
  });

  it('when not even the loader beside it loads, the element keeps its loading line: never blank', async () => {
    const page = await env.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (response) => {
      if (response.status() === 404) failed.push(response.url());
    });
    await page.goto(`${env.pages.url}/nothing`, { waitUntil: 'networkidle0' });
    expect(failed).toContain(`${env.pages.url}/static/missing/embed.js`);
    expect(await page.$eval('#stytch-login [role="status"]', (status) => status.textContent)).toBe(
      'Loading…',
    );
  });
});

describe('the widget when one of its lazily loaded files does not load', () => {
  const chunkMessage =
    /^Part of this form did not load: http:\/\/(?:localhost|127\.0\.0\.1):\d+\/static\/chunks\/[\w.-]+\.js\. Check that the file is served at that address \(npx stytch-widget doctor checks it\)\.$/;

  it.each([
    // The passwords product's code, and the phone-number helpers (one of their files, or all).
    ['the passwords product', '/passwords', /\/chunks\/EmailConfirmation-[\w-]+\.js$/],
    ['the phone-number helpers', '/sms', /\/chunks\/phone-numbers-[\w-]+\.js$/],
  ])(
    '%s: shows which file did not load in place of the form, and tells onError',
    async (_case, path, blocked) => {
      const page = await pageWithout(blocked);
      await page.goto(`${env.pages.url}${path}`);
      const shown = await alertIn(page, '#stytch-login');
      expect(shown).toMatch(chunkMessage);
      await page.waitForFunction(() => (window as unknown as { __errors?: [] }).__errors?.length);
      expect(await errors(page)).toEqual([
        { name: 'WidgetError', kind: 'network', message: shown },
      ]);
    },
  );

  it('a language: English instead, and onError names the file', async () => {
    const page = await pageWithout(/\/chunks\/de-[\w-]+\.js$/);
    await page.goto(`${env.pages.url}/german`);
    await page.waitForFunction(() => (window as unknown as { __errors?: [] }).__errors?.length, {
      timeout: 15_000,
    });
    const [error] = await errors(page);
    expect(error?.kind).toBe('network');
    expect(error?.message).toMatch(
      /^Could not load the "de" strings, showing English: .*http:\/\/(?:localhost|127\.0\.0\.1):\d+\/static\/chunks\/de-[\w-]+\.js/,
    );
    await waitForText(page, 'Sign up or log in');
  });
});
