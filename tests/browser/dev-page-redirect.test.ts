import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDev, startDev } from '../../harness/dev';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { EmailConfirmationPage } from '../../harness/smoke/pages/EmailConfirmationPage';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { clickInPlace } from '../../harness/smoke/pages/queries';
import { freePort } from '../support/listening';

// Not the widget's 30-minute fallback nor the dev default's 60, so only the config can give it.
const SESSION_MINUTES = 75;

let dev: RunningDev;
let launched: LaunchedBrowser;

beforeAll(async () => {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-dev-redirect-'));
  const configPath = join(dir, 'stytch-widget.config.json');
  const redirect = `http://localhost:${port}/authenticate`;
  await writeFile(
    configPath,
    JSON.stringify({
      publicToken: 'public-token-test-3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
      sessionOptions: { sessionDurationMinutes: SESSION_MINUTES },
    }),
  );
  dev = await startDev({ port, apiPort: 0, dbPath: ':memory:', configPath });
  launched = await launchBrowser();
});

afterAll(async () => {
  await launched?.close();
  await dev?.close();
});

describe('the dev redirect page (npm start, /authenticate)', () => {
  it('finishes a magic link from the outbox panel with the configured session length', async () => {
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(dev.url);
    const login = new LoginPage(page);
    await login.waitUntilReady();
    await login.submitEmail('redirect-person@example.com');
    await new EmailConfirmationPage(page).waitUntilShown();

    // Follow the link shown in the outbox panel, as a person would.
    const link = await page.waitForSelector('#outbox a[href*="stytch_token_type=magic_links"]', {
      timeout: 10_000,
    });
    const href = await link?.evaluate((el) => (el as HTMLAnchorElement).href);
    expect(href).toMatch(new RegExp(`^${dev.url}/authenticate\\?stytch_token_type=magic_links&`));
    const authenticated = page.waitForResponse(
      (response) =>
        response.url() === `${dev.apiUrl}/sdk/v1/magic_links/authenticate` &&
        response.request().method() === 'POST',
    );
    if (link) await clickInPlace(link);
    const response = await authenticated;

    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      session_duration_minutes: SESSION_MINUTES,
    });
    // Logged in, the page moves on to its after-login URL, the dev page, with the token gone.
    await page.waitForFunction(() => location.pathname === '/');
    expect(page.url()).toBe(`${dev.url}/`);
    // The session lasts what the config says. Read from the session cookie the SDK set to the
    // session's expiry: the response body is gone once the page has moved on.
    const cookie = (await context.cookies()).find((c) => c.name === 'stytch_session');
    expect(cookie?.value).toBeTruthy();
    const minutesLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(SESSION_MINUTES - 1);
    expect(minutesLeft).toBeLessThanOrEqual(SESSION_MINUTES);
    await context.close();
  });

  it('serves the redirect snippet of `stytch-widget snippet --format redirect`, session length included', async () => {
    const html = await fetch(`${dev.url}/authenticate`).then((r) => r.text());
    expect(html).toContain('data-stytch-widget="authenticateFromUrl"');
    expect(html).toContain(`"sessionDurationMinutes": ${SESSION_MINUTES}`);
    expect(html).toContain(`"apiUrl": "${dev.apiUrl}"`);
  });
});
