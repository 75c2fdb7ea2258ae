import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDev } from '../../harness/dev';
import type { LaunchedBrowser } from '../../harness/shared/launch-browser';
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

describe('the dev page (npm start)', () => {
  it('lets a person log in with the code shown in the outbox panel', async () => {
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(dev.url);
    const login = new LoginPage(page);
    await login.waitUntilReady();
    await login.submitEmail('person@example.com');
    const otp = new OtpPage(page);
    await otp.waitUntilShown();
    // Read the code off the page, as a person would, not from the API.
    const handle = await page.waitForSelector('#outbox code', { timeout: 10_000 });
    const code = await handle?.evaluate((el) => el.textContent ?? '');
    expect(code).toMatch(/^\d{6}$/);
    await otp.enterCode(code as string);
    await otp.expectSuccess();
    const outboxText = await page.$eval('#outbox', (el) => el.textContent ?? '');
    expect(outboxText).toContain('person@example.com');
    await context.close();
  });
});
