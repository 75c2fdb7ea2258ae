import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { type RunningPageServer, startPageServer } from '../../harness/shared/page-server';
import { snippetPage } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { PasskeyRegistrationPage } from '../../harness/smoke/pages/PasskeyRegistrationPage';
import { logInByAnotherProduct } from '../../harness/smoke/scenarios/passkeys';
import { logOut } from '../../harness/smoke/scenarios/session';
import { addVirtualAuthenticator } from '../../harness/smoke/support/virtual-authenticator';
import { type RunningTestApi, startTestApi } from '../../harness/test-api';
import { passkeyRegistrationModeInfo } from '../../widget/modes/passkeyRegistration/info';
import { buildReactHost, REACT_HOST_PATH, reactHostPage } from '../support/react-host';

// A passkey registered through the widget still logs in after the test API restarts on the
// same database file (and port): the registration, its public key and sign count are on disk.
const TOKEN = 'public-token-test-0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a';

const dir = mkdtempSync(join(tmpdir(), 'stytch-widget-passkeys-restart-'));
const db = join(dir, 'api.sqlite');
let api: RunningTestApi;
let pages: RunningPageServer;
let reactHostDir = '';
let chromium: LaunchedBrowser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  reactHostDir = await buildReactHost();
  api = await startTestApi({ port: 0, db });
  const config = {
    publicToken: TOKEN,
    apiUrl: api.url,
    products: ['otp' as const, 'passkeys' as const],
    otpOptions: { methods: ['email' as const] },
  };
  const { publicToken: _token, ...mountOptions } = config;
  const { apiUrl: _api, ...widgetConfig } = mountOptions;
  const props = { publicToken: TOKEN, apiUrl: api.url, config: widgetConfig };
  pages = await startPageServer({
    pages: {
      '/': await snippetPage(config),
      '/passkeys': await snippetPage(config, 'passkeys', passkeyRegistrationModeInfo),
      '/react-login': reactHostPage(props),
      '/react-passkeys': reactHostPage(props, 'StytchPasskeyRegistration'),
    },
    staticDir: fromPackageRoot('dist'),
    extraStatic: { [REACT_HOST_PATH]: reactHostDir },
  });
  chromium = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await chromium?.close();
  await pages?.close();
  await api?.close();
  if (reactHostDir) rmSync(reactHostDir, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['standalone bundle via the snippets', '/', '/passkeys'],
  ['React entry in a React app', '/react-login', '/react-passkeys'],
])('a passkey across a test API restart: %s', (_name, loginPath, passkeysPath) => {
  it('registered before the restart, it logs in (autofill) after it', async () => {
    const context = await chromium.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    const loginUrl = `${pages.url}${loginPath}`;
    await logInByAnotherProduct({
      page,
      pageUrl: `${pages.url}${passkeysPath}`,
      pageUrls: { login: loginUrl },
      apiUrl: api.url,
      publicToken: TOKEN,
    });
    const authenticator = await addVirtualAuthenticator(page);
    await page.goto(`${pages.url}${passkeysPath}`);
    const registration = new PasskeyRegistrationPage(page);
    await registration.waitForStart();
    await registration.create();
    await registration.waitForNames(['Passkey 1']);
    await logOut(page);
    // Off Main before the restart, so no autofill request is pending against the old process.
    await page.goto('about:blank');

    const { port } = api;
    await api.close();
    api = await startTestApi({ port, db });

    await page.goto(loginUrl);
    const login = new LoginPage(page);
    await login.expectPasskeySuccess();
    const [credential] = await authenticator.credentials();
    // Registration and this login: the restarted process accepted the next counter value.
    expect(credential?.signCount).toBeGreaterThanOrEqual(2);
  });
});
