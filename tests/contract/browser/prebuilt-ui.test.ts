import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTestApi, startTestApi } from '../../../harness/test-api';
import { lastCode } from '../../../harness/test-api/control-client';
import { uniqueToken } from '../support/server';
import { type SdkBrowser, startSdkBrowser } from './browser';
import type { PageServer } from './page-server';

// The provider's own prebuilt UI (StytchUIClient.mountLogin), unchanged, against the test API.

let api: RunningTestApi;
let sdk: SdkBrowser;
let pages: PageServer;
let page: Page;

beforeAll(async () => {
  api = await startTestApi({ port: 0, db: ':memory:' });
  sdk = await startSdkBrowser();
  ({ pages, page } = sdk);
}, 60_000);

afterAll(async () => {
  await sdk?.close();
  await api?.close();
});

describe('official prebuilt UI against the test API', () => {
  it('logs in with an email code', async () => {
    await mount('otp');
    const email = await page.waitForSelector('pierce/input[type="email"]');
    await email?.type('prebuilt@example.com');
    await page.keyboard.press('Enter');
    // The passcode screen appears once login_or_create has answered, so the code is in the outbox.
    const otpInput = await page.waitForSelector('pierce/input[autocomplete="one-time-code"]');
    await otpInput?.type(await lastCode(api.url, 'prebuilt@example.com'));
    await page.waitForFunction(() =>
      (document.body.textContent ?? '').includes('successfully verified'),
    );
    expect(await page.evaluate(() => document.cookie)).toContain('stytch_session=');
    const user = await page.evaluate(
      () =>
        (
          window as unknown as {
            ui: { user: { getSync(): { emails: { email: string }[] } | null } };
          }
        ).ui.user.getSync()?.emails[0]?.email,
    );
    expect(user).toBe('prebuilt@example.com');
  });

  it('signs up with a password (users/search → strength_check → passwords)', async () => {
    await mount('passwords');
    const email = await page.waitForSelector('pierce/input[type="email"]');
    await email?.type('prebuilt-pw@example.com');
    await page.keyboard.press('Enter');
    const password = await page.waitForSelector('pierce/input[type="password"]');
    await password?.type('harbor-Violet-engine-4412-plum');
    await page.waitForFunction(() =>
      (document.body.textContent ?? '').includes('Password accepted'),
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      (document.body.textContent ?? '').includes('successfully logged in'),
    );
    expect(await page.evaluate(() => document.cookie)).toContain('stytch_session=');
  });
});

/** Opens the UI page and mounts the prebuilt login with one product. */
async function mount(product: 'otp' | 'passwords'): Promise<void> {
  await page.goto(`${pages.url}ui.html`);
  await page.evaluate(
    (token, apiUrl, product) => {
      type Stytch = {
        StytchUIClient: new (t: string, o: unknown) => unknown;
        Products: Record<string, unknown>;
      };
      const { StytchUIClient, Products } = (window as unknown as { stytch: Stytch }).stytch;
      const client = new StytchUIClient(token, {
        endpoints: {
          testAPIURL: apiUrl,
          liveAPIURL: apiUrl,
          dfpBackendURL: `${apiUrl}/dfp`,
          clientsideServicesIframeURL: `${apiUrl}/clientside-services/index.html`,
        },
      }) as { mountLogin(o: unknown): void };
      const options = {
        elementId: '#login',
        client,
        config: {
          products: [Products[product]],
          otpOptions: { methods: ['email'], expirationMinutes: 5 },
        },
      };
      // 6.3.0 renders only on the second call (found by rendering its production build).
      client.mountLogin(options);
      client.mountLogin(options);
      (window as unknown as { ui: unknown }).ui = client;
    },
    uniqueToken(),
    api.url,
    product,
  );
}
