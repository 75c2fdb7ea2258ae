import { chromium } from 'playwright-core';
import type { Browser, HTTPRequest } from 'puppeteer-core';
import { Client } from 'stytch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveBrowserPath } from '../../harness/shared/browser-path';
import { CHROMIUM_ARGS, launchBrowser } from '../../harness/shared/launch-browser';
import {
  type RunningTestApi,
  routeStytchToTestApi,
  routeStytchToTestApiPlaywright,
  startTestApi,
  stytchClientOptions,
} from '../../harness/testing';
import { type PageServer, startPageServer } from '../contract/browser/page-server';
import { AUTHENTICATE, answeredCall, emailCodeLoginCalls, SEND } from '../support/headless-otp';

// `stytch-widget/testing`'s routing helpers, as a customer's suite uses them: a page on the
// official headless SDK with no `endpoints` override (its calls go to test.stytch.com) logs
// in against the test API, in Puppeteer and in Playwright; the official Node client, given
// `stytchClientOptions`, checks the session.

const TOKEN = 'public-token-test-5d6e7f80-91a2-4b3c-8d4e-5f60718293a4';

// What the prebuilt UI loads from Stytch's other hosts (its "Powered by" logo, a docs link).
const STYTCH_OWNED = [
  'https://public-assets.stytch.com/powered_by_stytch_logo_dark.svg',
  'https://stytch.com/docs',
];
const STYTCH_OWNED_BLOCKED = STYTCH_OWNED.map((url) => `GET ${url}`);
const STYTCH_OWNED_LOADS = (urls: string[]) =>
  Promise.all(
    urls.map((url) =>
      fetch(url, { mode: 'no-cors' }).then(
        () => 'loaded',
        () => 'failed',
      ),
    ),
  );

let api: RunningTestApi;
let site: PageServer;

beforeAll(async () => {
  api = await startTestApi();
  site = await startPageServer();
});

afterAll(async () => {
  await site?.close();
  await api?.close();
});

describe('routeStytchToTestApi (Puppeteer)', () => {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const launched = await launchBrowser();
    browser = launched.browser;
    close = () => launched.close();
  });

  afterAll(async () => {
    await close?.();
  });

  it('logs a headless SDK page in against the test API, and the Node client checks the session without a warning', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const routing = await routeStytchToTestApi(page, { testApiUrl: api.url });
    try {
      await page.goto(site.url);
      const email = 'puppeteer@example.com';
      const methodId = await page.evaluate(SEND, { token: TOKEN, email });
      const code = await api.outbox.code(email);
      const login = await page.evaluate(AUTHENTICATE, { code, methodId });
      expect(login.email).toBe(email);
      expect(routing.calls()).toEqual(
        expect.arrayContaining([
          answeredCall('GET', `/sdk/v1/projects/bootstrap/${TOKEN}`),
          ...emailCodeLoginCalls(),
        ]),
      );
      expect(routing.gaps()).toEqual([]);

      const warn = vi.spyOn(console, 'warn');
      try {
        const client = new Client(await stytchClientOptions(api.url, TOKEN));
        const session = await client.sessions.authenticate({ session_token: login.sessionToken });
        expect(session.user.emails[0]?.email).toBe(email);
        expect(warn).not.toHaveBeenCalled();
      } finally {
        warn.mockRestore();
      }
    } finally {
      await routing.stop();
      await context.close();
    }
  });

  it('answers the client-side services iframe (js.stytch.com, an out-of-process frame) and its own calls', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const routing = await routeStytchToTestApi(page, { testApiUrl: api.url });
    try {
      await page.goto(site.url);
      const answer = await page.evaluate(async () => {
        const frame = document.createElement('iframe');
        frame.src = 'https://js.stytch.com/clientside-services/index.html';
        const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
        document.body.append(frame);
        await loaded;
        const channel = new MessageChannel();
        const reply = new Promise((resolve) => {
          channel.port1.onmessage = (event) => resolve(event.data);
        });
        frame.contentWindow?.postMessage(
          { method: 'parsedPhoneNumber', args: [{ phoneNumber: '+14155550199' }] },
          '*',
          [channel.port2],
        );
        return reply;
      });
      expect(answer).toEqual({
        success: true,
        payload: { isValid: true, number: '+14155550199', national: '(415) 555-0199' },
      });
      expect(routing.calls()).toEqual([
        {
          method: 'GET',
          host: 'js.stytch.com',
          path: '/clientside-services/index.html',
          status: 200,
          resourceType: 'document',
        },
        {
          method: 'POST',
          host: 'js.stytch.com',
          path: '/clientside-services/rpc',
          status: 200,
          resourceType: 'xhr',
        },
      ]);
    } finally {
      await routing.stop();
      await context.close();
    }
  });

  it("keeps answering beside the page's own request interception, and after it is turned off", async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const routing = await routeStytchToTestApi(page, { testApiUrl: api.url });
    const bootstrap = (token: string) =>
      fetch(`https://test.stytch.com/sdk/v1/projects/bootstrap/${token}`).then((r) => r.status);
    try {
      // As the smoke's OAuth scenario does: every request continued, then interception off.
      const onRequest = (request: HTTPRequest) => {
        if (!request.isInterceptResolutionHandled()) void request.continue();
      };
      await page.setRequestInterception(true);
      page.on('request', onRequest);
      await page.goto(site.url);
      expect(await page.evaluate(bootstrap, TOKEN)).toBe(200);
      page.off('request', onRequest);
      await page.setRequestInterception(false);
      expect(await page.evaluate(bootstrap, TOKEN)).toBe(200);
      expect(routing.calls().filter((call) => call.method === 'GET')).toHaveLength(2);
    } finally {
      await routing.stop();
      await context.close();
    }
  });

  it("external: 'block' aborts requests to other hosts and lists them", async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const routing = await routeStytchToTestApi(page, { testApiUrl: api.url, external: 'block' });
    try {
      await page.goto(site.url);
      const outcome = await page.evaluate(() =>
        fetch('https://cdn.example.invalid/lib.js').then(
          () => 'loaded',
          () => 'failed',
        ),
      );
      expect(outcome).toBe('failed');
      expect(routing.blocked()).toEqual(['GET https://cdn.example.invalid/lib.js']);
    } finally {
      await routing.stop();
      await context.close();
    }
  });

  it("never fetches Stytch's hosts outside the routed list, even under external: 'allow'", async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const routing = await routeStytchToTestApi(page, { testApiUrl: api.url });
    try {
      await page.goto(site.url);
      const outcomes = await page.evaluate(STYTCH_OWNED_LOADS, STYTCH_OWNED);
      expect(outcomes).toEqual(['failed', 'failed']);
      expect(routing.blocked()).toEqual(STYTCH_OWNED_BLOCKED);
      expect(routing.calls()).toEqual([]);
    } finally {
      await routing.stop();
      await context.close();
    }
  });
});

describe('routeStytchToTestApiPlaywright', () => {
  it('logs a headless SDK page in against the test API, in a context routed as a whole', async () => {
    const browser = await chromium.launch({
      executablePath: await resolveBrowserPath(),
      args: CHROMIUM_ARGS,
    });
    try {
      const context = await browser.newContext();
      const routing = await routeStytchToTestApiPlaywright(context, { testApiUrl: api.url });
      const page = await context.newPage();
      await page.goto(site.url);
      const email = 'playwright@example.com';
      const methodId = await page.evaluate(SEND, { token: TOKEN, email });
      const code = await api.outbox.code(email);
      const login = await page.evaluate(AUTHENTICATE, { code, methodId });
      expect(login.email).toBe(email);
      expect(routing.calls()).toEqual(
        expect.arrayContaining([
          answeredCall('GET', `/sdk/v1/projects/bootstrap/${TOKEN}`),
          ...emailCodeLoginCalls(),
        ]),
      );
      // Stytch's own hosts that the test API does not stand in for are aborted, not fetched.
      expect(await page.evaluate(STYTCH_OWNED_LOADS, STYTCH_OWNED)).toEqual(['failed', 'failed']);
      expect(routing.blocked()).toEqual(STYTCH_OWNED_BLOCKED);
      await routing.stop();
    } finally {
      await browser.close();
    }
  });
});
