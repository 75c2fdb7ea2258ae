import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDev, startDev } from '../../harness/dev';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { OAuthPage } from '../../harness/smoke/pages/OAuthPage';
import { freePort } from '../support/listening';

// `npm start` with social sign-in: the config `init` writes by default (redirect URLs on the
// dev server's /authenticate, PKCE on for the project) logs in through the consent page.

const TOKEN = 'public-token-test-0a7e51c2-4b8d-4e3f-9c61-oauthdevpage';

let dev: RunningDev;
let launched: LaunchedBrowser;

beforeAll(async () => {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-oauth-dev-'));
  const configPath = join(dir, 'stytch-widget.config.json');
  const redirect = `http://localhost:${port}/authenticate`;
  await writeFile(
    configPath,
    JSON.stringify({
      publicToken: TOKEN,
      products: ['oauth'],
      oauthOptions: {
        providers: [{ type: 'gitlab' }, { type: 'microsoft' }],
        loginRedirectURL: redirect,
        signupRedirectURL: redirect,
      },
    }),
  );
  dev = await startDev({ port, apiPort: 0, dbPath: ':memory:', configPath });
  const settings = await fetch(`${dev.apiUrl}/__emulator/projects/${TOKEN}/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pkceRequiredForOauth: true }),
  });
  if (!settings.ok) throw new Error(`settings: ${settings.status} ${await settings.text()}`);
  launched = await launchBrowser();
});

afterAll(async () => {
  await launched?.close();
  await dev?.close();
});

describe('OAuth on the dev page (npm start)', () => {
  it('logs in through the consent page and the dev redirect page, with PKCE', async () => {
    const context = await launched.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(dev.url);
    const oauth = new OAuthPage(page);
    expect(await oauth.providers()).toEqual(['GitLab', 'Microsoft']);
    const consent = await oauth.continueWith('Microsoft');
    expect(consent.startUrl().searchParams.get('code_challenge')).toBeTruthy();
    const authenticated = page.waitForResponse(
      (response) =>
        response.url() === `${dev.apiUrl}/sdk/v1/oauth/authenticate` &&
        response.request().method() === 'POST',
    );
    await consent.allow('dev-oauth@example.com');
    const response = await authenticated;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toHaveProperty('code_verifier');
    // Logged in, the redirect page moves on to the dev page, the token gone.
    await page.waitForFunction(() => location.pathname === '/');
    expect(page.url()).toBe(`${dev.url}/`);
    const cookie = (await context.cookies()).find((c) => c.name === 'stytch_session');
    expect(cookie?.value).toBeTruthy();
    await context.close();
  });
});
