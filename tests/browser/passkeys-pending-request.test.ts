import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { BUNDLE_PATH, snippetPage } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { passkeyLoginConfig } from '../support/passkey-config';
import { reactHostPage } from '../support/react-host';
import { countPosts } from '../support/requests';
import { pageGet } from '../support/webauthn-page';

// The login mount's passkey autofill request while it is pending: leaving Main or unmounting
// aborts it, in both builds. Chromium itself, not its headless shell: the request stays pending
// only in the browser's autofill UI (the shell has none and rejects it at once).
const TOKEN = 'public-token-test-3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const { config, widget: widgetConfig } = passkeyLoginConfig(TOKEN, apiUrl);
      return {
        '/': await snippetPage(config),
        '/react-login': reactHostPage({ publicToken: TOKEN, apiUrl, config: widgetConfig }),
        // The login mount with its handle on window, so a test can unmount it.
        '/login-handle': htmlPage(
          'login with a handle',
          `<div id="login"></div><script type="module">
import { mountLogin } from '${BUNDLE_PATH}';
window.__STYTCH_HANDLE__ = mountLogin({ elementId: '#login', publicToken: ${JSON.stringify(TOKEN)}, apiUrl: ${JSON.stringify(apiUrl)},
  config: ${JSON.stringify(widgetConfig)} });
</script>`,
        ),
      };
    },
    { reactHost: {}, fullChromium: true },
  );
});

afterAll(async () => {
  await env?.close();
});

/**
 * Counts the page's conditional get() calls, from before its scripts run: the start request
 * leaving is not yet the browser holding a pending request (its answer must come back first).
 */
async function countConditionalGets(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const original = navigator.credentials.get.bind(navigator.credentials);
    const counted = window as unknown as { conditionalGets: number };
    counted.conditionalGets = 0;
    navigator.credentials.get = (options) => {
      if (options?.mediation === 'conditional') counted.conditionalGets++;
      return original(options);
    };
  });
}

async function conditionalGetsReach(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (wanted) => (window as unknown as { conditionalGets: number }).conditionalGets === wanted,
    {},
    count,
  );
}

describe.each([
  ['standalone bundle via the snippets', '/'],
  ['React entry in a React app', '/react-login'],
])('a pending passkey autofill request: %s', (_name, loginPath) => {
  it('leaving Main aborts the pending autofill request', async () => {
    const page = await env.newPage();
    // No authenticator: the conditional request waits for one.
    const starts = countPosts(page, '/webauthn/authenticate/start/primary');
    await countConditionalGets(page);
    await page.goto(`${env.pages.url}${loginPath}`);
    const login = new LoginPage(page);
    await login.emailField().wait();
    await vi.waitUntil(() => starts.count >= 1, { timeout: 10_000, interval: 50 });
    expect(starts.count).toBe(1);
    await conditionalGetsReach(page, 1);
    // While Main's request is pending, the browser refuses a second one at once.
    expect(await pageGet(page)).toBe('OperationError');
    await login.submitEmail(`passkey-abort-${Date.now()}@example.com`);
    await new OtpPage(page).waitUntilShown();
    // Main is gone: nothing pending, so a new request waits for an authenticator (timeout).
    expect(await pageGet(page)).toBe('TimeoutError');
  });
});

describe('a pending passkey autofill request: the standalone mount handle', () => {
  it('unmounting the login mount aborts its pending autofill request', async () => {
    const page = await env.newPage();
    // No authenticator: Main's conditional request waits for one.
    await countConditionalGets(page);
    await page.goto(`${env.pages.url}/login-handle`);
    await new LoginPage(page).emailField().wait();
    // Main's request is pending once the browser was asked (the start request leaving is not
    // yet that: its answer must come back first).
    await conditionalGetsReach(page, 1);
    expect(await pageGet(page)).toBe('OperationError');
    await page.evaluate(() =>
      (window as unknown as { __STYTCH_HANDLE__: { unmount(): void } }).__STYTCH_HANDLE__.unmount(),
    );
    expect(await pageGet(page)).toBe('TimeoutError');
  });
});
