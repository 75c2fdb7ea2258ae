import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { waitForMessage } from '../../harness/test-api/control-client';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { loggedEvents, waitForLoggedEvent } from '../support/logged-events';
import { readPageResources, trackPageResources } from '../support/page-resources';
import { reactHostPage } from '../support/react-host';
import { recordBootstraps } from '../support/requests';

// <StytchLogin> inside <StrictMode> in React's development build, which mounts, unmounts and
// mounts every effect again: the widget still mounts once.
const TOKEN = 'public-token-test-8f1e2d3c-4b5a-4697-8887-a6b5c4d3e2f1';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    (apiUrl) => ({
      '/strict': reactHostPage(
        {
          publicToken: TOKEN,
          apiUrl,
          config: { products: ['otp'], otpOptions: { methods: ['email'] } },
        },
        'StytchLogin',
        { recordEvents: true, strictMode: true },
      ),
    }),
    { reactHost: { development: true } },
  );
});

afterAll(async () => {
  await env?.close();
});

/** The page's console warnings and errors (the browser's own favicon request aside). */
function recordWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warn' && message.type() !== 'error') return;
    if (message.location().url?.endsWith('/favicon.ico')) return;
    warnings.push(message.text());
  });
  page.on('pageerror', (error) => warnings.push(String(error)));
  return warnings;
}

it('mounts once under StrictMode: one bootstrap, one render_login_screen, one client, no warnings', async () => {
  const page = await env.newPage();
  const warnings = recordWarnings(page);
  await trackPageResources(page);
  const bootstraps = recordBootstraps(page);
  await page.goto(`${env.pages.url}/strict`);
  expect(await page.evaluate(() => document.body.dataset.reactVersion)).toMatch(/^19\./);
  const login = new LoginPage(page);
  await login.waitUntilReady();
  expect(await page.$$eval('.stw-root', (roots) => roots.length)).toBe(1);

  // A login through the widget: every event logged before email_sent is in by then (the SDK
  // sends its batches in order).
  const email = `strict-${Date.now()}@example.com`;
  await login.submitEmail(email);
  const otp = new OtpPage(page);
  await otp.waitUntilShown();
  await waitForLoggedEvent(env.api.url, TOKEN, (e) => e.payload.event?.details?.email === email);
  const { code } = await waitForMessage(env.api.url, { to: email });
  await otp.enterCode(code as string);
  await otp.expectSuccess();

  const names = (await loggedEvents(env.api.url, TOKEN)).map((e) => e.event_name);
  expect(names.filter((name) => name === 'render_login_screen')).toHaveLength(1);
  expect(bootstraps).toHaveLength(1);
  // One client: the official client batches its events on one 800 ms interval and listens
  // for other tabs with one storage listener, each made when a client is built.
  const held = await readPageResources(page);
  expect(held.intervals.filter((ms) => ms === 800)).toHaveLength(1);
  expect(held.listeners['window:storage']).toBe(1);
  // The host heard each step once.
  expect(await page.evaluate(() => window.__STYTCH_EVENTS__)).toEqual([
    'OTP_LOGIN_OR_CREATE',
    'OTP_AUTHENTICATE',
    'AUTHENTICATE_FLOW_COMPLETE',
  ]);
  expect(warnings).toEqual([]);
});

declare global {
  interface Window {
    __STYTCH_EVENTS__?: string[];
  }
}
