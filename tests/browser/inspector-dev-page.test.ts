import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDev } from '../../harness/dev';
import type { LaunchedBrowser } from '../../harness/smoke/launch';
import { InspectorPage } from '../../harness/smoke/pages/InspectorPage';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { type DevEnv, startDevEnv } from '../support/dev-env';

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
});
