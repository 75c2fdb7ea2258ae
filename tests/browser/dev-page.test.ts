import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDev, startDev } from '../../harness/dev';
import { type LaunchedBrowser, launchBrowser } from '../../harness/smoke/launch';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';

let dev: RunningDev;
let launched: LaunchedBrowser;

beforeAll(async () => {
  dev = await startDev({ port: 0, apiPort: 0, dbPath: ':memory:', configPath: undefined });
  launched = await launchBrowser();
});

afterAll(async () => {
  await launched?.close();
  await dev?.close();
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
