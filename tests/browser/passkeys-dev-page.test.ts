import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDev, startDev } from '../../harness/dev';
import { type LaunchedBrowser, launchBrowser } from '../../harness/smoke/launch';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { PasskeyRegistrationPage } from '../../harness/smoke/pages/PasskeyRegistrationPage';
import { logInByAnotherProduct, logOut } from '../../harness/smoke/scenarios/passkeys';
import { addVirtualAuthenticator } from '../../harness/smoke/support/virtual-authenticator';

// `npm start` with passkeys: log in on the dev page, register a passkey on its /passkeys page
// (same origin, so the same session; http://localhost, so WebAuthn works), then log in with
// it on the dev page.

const TOKEN = 'public-token-test-1f2e3d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';
let dev: RunningDev;
let launched: LaunchedBrowser;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-dev-passkeys-'));
  const configPath = join(dir, 'stytch-widget.config.json');
  await writeFile(
    configPath,
    JSON.stringify({
      publicToken: TOKEN,
      products: ['otp', 'passkeys'],
      otpOptions: { methods: ['email'] },
    }),
  );
  dev = await startDev({ port: 0, apiPort: 0, dbPath: ':memory:', configPath });
  launched = await launchBrowser();
});

afterAll(async () => {
  await launched?.close();
  await dev?.close();
});

describe('the dev page with passkeys (npm start, /passkeys)', () => {
  it('logs in by email passcode, registers a passkey on /passkeys, logs in with it by autofill', async () => {
    expect(new URL(dev.url).hostname).toBe('localhost');
    const passkeysUrl = dev.passkeysPageUrl as string;
    expect(passkeysUrl).toBe(`${dev.url}/passkeys`);
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    await logInByAnotherProduct({
      page,
      pageUrl: passkeysUrl,
      pageUrls: { login: dev.url },
      apiUrl: dev.apiUrl,
      publicToken: TOKEN,
    });
    const authenticator = await addVirtualAuthenticator(page);
    await page.goto(passkeysUrl);
    const registration = new PasskeyRegistrationPage(page);
    await registration.waitForStart();
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    expect(await authenticator.credentials()).toHaveLength(1);
    await logOut(page);
    await page.goto(dev.url);
    await new LoginPage(page).expectPasskeySuccess();
    await context.close();
  });
});
