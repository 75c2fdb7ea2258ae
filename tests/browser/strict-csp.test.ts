import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResponse } from '../../harness/shared/page-server';
import { BUNDLE_PATH } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { byRole, waitForText } from '../../harness/smoke/pages/queries';
import { lastCode } from '../../harness/test-api/control-client';
import { allProductsConfig } from '../bench/all-products-config';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { recordViolations } from '../support/csp-violations';

// The widget under the strictest policy a customer is likely to run (issue 15): no inline
// script or style, connections only to the page and the API, and Trusted Types required for
// every script sink. Both builds, light DOM and shadow DOM; no violation may be reported.
const TOKEN = 'public-token-test-5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716';

const policy = (apiUrl: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${apiUrl}`,
    "require-trusted-types-for 'script'",
  ].join('; ');

let env: BrowserEnv;

/** A page under the policy: the body's markup, and its one external script. */
function strictPage(apiUrl: string, body: string, script: string): PageResponse {
  return {
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-security-policy': policy(apiUrl) },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict CSP</title></head><body>${body}<script type="module" src="${script}"></script></body></html>`,
  };
}

const js = (body: string): PageResponse => ({
  contentType: 'text/javascript; charset=utf-8',
  body,
});

beforeAll(async () => {
  env = await startBrowserEnv(
    (apiUrl) => {
      const config = (shadow: boolean) => ({
        products: ['otp'],
        otpOptions: { methods: ['email'] },
        ...(shadow ? { enableShadowDOM: true } : {}),
      });
      const mountScript = (shadow: boolean) =>
        js(`import { mountLogin } from '${BUNDLE_PATH}';
mountLogin({ elementId: '#login', publicToken: '${TOKEN}', apiUrl: '${apiUrl}', config: ${JSON.stringify(config(shadow))} });`);
      // The React host reads its props from globals: set here by a module that runs first.
      const reactScript = (shadow: boolean) =>
        js(`window.__STYTCH_PROPS__ = ${JSON.stringify({ publicToken: TOKEN, apiUrl, config: config(shadow) })};
await import('/react-host/react-host.js');`);
      const { publicToken: _token, ...allProducts } = allProductsConfig({ publicToken: TOKEN });
      return {
        '/standalone': strictPage(apiUrl, '<div id="login"></div>', '/standalone.js'),
        '/standalone.js': mountScript(false),
        '/standalone-shadow': strictPage(apiUrl, '<div id="login"></div>', '/standalone-shadow.js'),
        '/standalone-shadow.js': mountScript(true),
        '/react': strictPage(apiUrl, '<div id="app"></div>', '/react.js'),
        '/react.js': reactScript(false),
        '/react-shadow': strictPage(apiUrl, '<div id="app"></div>', '/react-shadow.js'),
        '/react-shadow.js': reactScript(true),
        // Every product's part of Main: tabs, the phone form, passwords, social, wallets, passkeys.
        '/all': strictPage(apiUrl, '<div id="login"></div>', '/all.js'),
        '/all.js': js(`import { mountLogin } from '${BUNDLE_PATH}';
mountLogin({ elementId: '#login', publicToken: '${TOKEN}', apiUrl: '${apiUrl}', config: ${JSON.stringify(allProducts)} });`),
      };
    },
    { reactHost: {} },
  );
});

afterAll(async () => {
  await env?.close();
});

describe('under a strict CSP with Trusted Types', () => {
  it.each([
    ['the standalone bundle', '/standalone'],
    ['the standalone bundle in a shadow root', '/standalone-shadow'],
    ['the React components', '/react'],
    ['the React components in a shadow root', '/react-shadow'],
  ])('%s logs in by email code with no violation', async (_name, path) => {
    const page = await env.newPage();
    const violations = await recordViolations(page);
    await page.goto(`${env.pages.url}${path}`);
    // The policy is in force: an image from another origin is refused and reported.
    await page.evaluate(() => {
      const probe = document.createElement('img');
      probe.src = 'https://example.invalid/probe.png';
      document.body.append(probe);
    });
    await expect.poll(() => [violations.events.length, violations.console.length]).toEqual([1, 1]);
    violations.events.length = 0;
    violations.console.length = 0;

    const login = new LoginPage(page);
    await login.waitUntilReady();
    const email = `csp-${path.slice(1)}@example.com`;
    await login.submitEmail(email);
    const otp = new OtpPage(page);
    await otp.waitUntilShown();
    await otp.enterCode(await lastCode(env.api.url, email));
    await otp.expectSuccess();
    await waitForText(page, 'Success');
    expect(violations).toEqual({ events: [], console: [] });
  });

  it('draws every product on Main with no violation', async () => {
    const page = await env.newPage();
    const violations = await recordViolations(page);
    await page.goto(`${env.pages.url}/all`);
    await waitForText(page, 'Continue with Google');
    await waitForText(page, 'Continue with other Crypto Wallet');
    await byRole(page, 'textbox', 'Phone number').wait();
    await byRole(page, 'tab', 'Email').click();
    await byRole(page, 'textbox', 'Email').wait();
    expect(violations).toEqual({ events: [], console: [] });
  });
});
