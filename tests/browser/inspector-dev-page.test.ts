import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDev } from '../../harness/dev';
import type { LaunchedBrowser } from '../../harness/shared/launch-browser';
import { InspectorPage } from '../../harness/smoke/pages/InspectorPage';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { clickInPlace } from '../../harness/smoke/pages/queries';
import { type DevEnv, startDevEnv } from '../support/dev-env';

// Screenshots of the inspector at a side panel's widths, kept with the test output.
const SCREENSHOTS = fileURLToPath(new URL('../.artifacts/inspector/', import.meta.url));

let dev: RunningDev;
let launched: LaunchedBrowser;
let env: DevEnv | undefined;

beforeAll(async () => {
  env = await startDevEnv();
  ({ dev, launched } = env);
});

afterAll(async () => {
  await env?.close();
});

describe("the dev page's inspector", () => {
  it('shows screens, events, calls and the session of an email code login typed from its outbox', async () => {
    const context = await launched.browser.createBrowserContext();
    await context.overridePermissions(new URL(dev.url).origin, [
      'clipboard-read',
      'clipboard-sanitized-write',
    ]);
    const page = await context.newPage();
    await page.goto(dev.url);
    const inspector = new InspectorPage(page);
    await inspector.waitForScreen('Main');

    const email = 'inspected@example.com';
    const login = new LoginPage(page);
    await login.submitEmail(email);
    await inspector.waitForScreen('OtpAuthenticate');
    await new OtpPage(page).waitUntilShown();
    const code = await inspector.typeCodeFromOutbox(email);
    expect(code).toMatch(/^\d{6}$/);
    await new OtpPage(page).expectSuccess();

    await inspector.waitForScreen('OtpConfirmation');
    expect(await inspector.screens()).toEqual(['Main', 'OtpAuthenticate', 'OtpConfirmation']);
    await inspector.waitForEvent('OTP_AUTHENTICATE');
    // The SDK's logger sends its batch on its own interval (800 ms), whenever that falls.
    await inspector.waitForEvent('render_login_screen');
    const events = await inspector.events();
    expect(events).toContainEqual({ source: 'onEvent', name: 'OTP_LOGIN_OR_CREATE' });
    expect(events).toContainEqual({ source: 'onEvent', name: 'OTP_AUTHENTICATE' });
    // What the SDK's logger sent for the widget (its render event at mount).
    expect(events).toContainEqual({ source: 'logged', name: 'render_login_screen' });
    await inspector.waitForCall('/otps/authenticate', '200');
    expect(await inspector.calls()).toContainEqual({
      method: 'POST',
      path: '/otps/email/login_or_create',
      status: '200',
    });
    expect(await inspector.errors()).toEqual([]);

    const session = await inspector.session();
    expect(session.User).toMatch(/^user-test-/);
    expect(session.Session).toMatch(/^session-test-/);
    expect(Date.parse(session.Expires ?? '')).toBeGreaterThan(Date.now());
    expect(session.Cookies).toContain('stytch_session');

    expect(await inspector.copyBugReport()).toBe('Copied the bug report.');
    const report = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(report.config.config.products).toEqual(['otp']);
    expect(report.screen).toBe('OtpConfirmation');
    expect(report.events.map((event: { name: string }) => event.name)).toEqual([
      'OTP_LOGIN_OR_CREATE',
      'OTP_AUTHENTICATE',
      'AUTHENTICATE_FLOW_COMPLETE',
    ]);
    expect(report.calls.at(-1)).toMatchObject({ method: 'POST', status: 200 });
    await context.close();
  });

  it('fits 320 and 480 px wide with every section open and a long call expanded', async () => {
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 320, height: 900 });
    await page.goto(dev.url);
    const inspector = new InspectorPage(page);
    await inspector.waitForScreen('Main');
    const email = 'narrow-panel-with-a-rather-long-address@example.com';
    await new LoginPage(page).submitEmail(email);
    await new OtpPage(page).waitUntilShown();
    await inspector.typeCodeFromOutbox(email);
    await new OtpPage(page).expectSuccess();
    await inspector.waitForCall('/otps/authenticate', '200');

    // The code it typed is used now: marked so, no button to type it again.
    const item = `[data-inspector="outbox"] li[data-outbox-to="${email}"]`;
    await page.waitForSelector(`${item}[data-used] [data-code-used]:not([hidden])`);
    expect(await page.$eval(`${item} [data-type-code]`, (button) => button.checkVisibility())).toBe(
      false,
    );

    // Every section open, as a person would unfold them; the session's answer expanded.
    for (const summary of await page.$$('details[data-inspector]:not([open]) > summary')) {
      await clickInPlace(summary);
    }
    const calls = '[data-inspector="calls"] tbody tr';
    // Clicked through the DOM until open: new events redraw the rows, and a click on a row
    // just replaced (or at a position a growing section moved) would be lost.
    await page.waitForFunction(
      (path) => {
        const summary = [
          ...document.querySelectorAll('[data-inspector="calls"] tbody summary'),
        ].find((element) => element.textContent === path);
        const details = summary?.parentElement;
        if (!(summary instanceof HTMLElement) || !(details instanceof HTMLDetailsElement)) {
          return false;
        }
        if (!details.open) summary.click();
        return details.open;
      },
      {},
      '/otps/authenticate',
    );
    const body = `${calls} details[open] pre`;
    await page.waitForSelector(body, { visible: true });

    await mkdir(SCREENSHOTS, { recursive: true });
    for (const width of [320, 480]) {
      await page.setViewport({ width, height: 900 });
      await settle(page);
      expect(await overflow(page), `horizontal overflow at ${width} px`).toEqual({
        page: false,
        inspector: false,
      });
      // The long answer scrolls inside its own box instead of growing the page.
      expect(
        await page.$eval(body, (pre) => ({
          scrolls: pre.scrollHeight > pre.clientHeight,
          overflow: getComputedStyle(pre).overflowY,
        })),
      ).toEqual({ scrolls: true, overflow: 'auto' });
      const path = `${SCREENSHOTS}dev-page-${width}.png`;
      await page.screenshot({ path, fullPage: true });
      console.log(`inspector at ${width} px: ${path}`);
    }
    await context.close();
  });
});

/** Waits for two frames, so a new viewport has been laid out. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Whether the page or the inspector is wider than its box (it would scroll sideways). */
function overflow(page: Page): Promise<{ page: boolean; inspector: boolean }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const inspector = document.getElementById('inspector');
    return {
      page: root.scrollWidth > root.clientWidth,
      inspector: !inspector || inspector.scrollWidth > inspector.clientWidth,
    };
  });
}
