import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetPage } from '../../harness/shared/snippet-page';
import { byRole, waitForText } from '../../harness/smoke/pages/queries';
import { ResetPasswordPage } from '../../harness/smoke/pages/ResetPasswordPage';
import {
  resetByEmailScenario,
  resetLoginWithoutPasswordScenario,
} from '../../harness/smoke/scenarios/reset-password';
import {
  createUserWithPassword,
  passwordWorks,
  startPasswordReset,
  strongPassword,
  uniqueEmail,
} from '../../harness/smoke/scenarios/test-api-accounts';
import { createTestApiClient, waitForMessage } from '../../harness/test-api/control-client';
import { resetPasswordModeInfo } from '../../widget/modes/resetPassword/info';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { reactHostPage } from '../support/react-host';
import { holdRequests } from '../support/requests';

// The reset password mount (mountResetPassword / <StytchPasswordReset>) in real Chromium.
const TOKEN = 'public-token-test-5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const config = { publicToken: TOKEN, apiUrl, products: ['passwords' as const] };
      return {
        '/': await snippetPage(config),
        '/reset': await snippetPage(config, 'reset', resetPasswordModeInfo),
        '/react-reset': reactHostPage(
          { publicToken: TOKEN, apiUrl, config: { products: ['passwords'] } },
          'StytchPasswordReset',
        ),
      };
    },
    { reactHost: {} },
  );
});

afterAll(async () => {
  await env?.close();
});

/** A fresh reset email for a new user with a password: its reset link and login link. */
async function resetEmailFor(email: string, password: string) {
  await createUserWithPassword(env.api.url, TOKEN, email, password);
  await startPasswordReset(env.api.url, TOKEN, email, `${env.pages.url}/reset`);
  const message = await waitForMessage(env.api.url, { to: email, kind: 'reset_password' });
  if (!message.link || !message.login_link)
    throw new Error(`incomplete reset email: ${message.id}`);
  return { link: new URL(message.link), loginLink: new URL(message.login_link) };
}

/** The reset page of one build with a link's query. */
const landing = (path: string, link: URL) => `${env.pages.url}${path}${link.search}`;

async function expectTokenGone(page: Page): Promise<void> {
  await page.waitForFunction(() => !location.search.includes('token='), { timeout: 5_000 });
}

describe.each([
  ['standalone bundle via the reset snippet', '/reset'],
  ['React entry in a React app', '/react-reset'],
])('the reset mount in real Chromium: %s', (_name, path) => {
  it('forgot → reset link from the outbox → new password; the new one works, the old does not (smoke scenario)', async () => {
    await resetByEmailScenario.run({
      page: await env.newPage(),
      pageUrl: `${env.pages.url}${path}`,
      pageUrls: { login: env.pages.url, resetPassword: `${env.pages.url}${path}` },
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
  });

  it("'Login without a password' and a stytch_token_type=login link (smoke scenario)", async () => {
    await resetLoginWithoutPasswordScenario.run({
      page: await env.newPage(),
      pageUrl: `${env.pages.url}${path}`,
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
  });

  it('an expired reset token: the error below the form, and the password unchanged', async () => {
    const page = await env.newPage();
    const email = uniqueEmail('expired');
    const password = strongPassword();
    const { link } = await resetEmailFor(email, password);
    await page.goto(landing(path, link));
    const reset = new ResetPasswordPage(page);
    await reset.waitUntilShown();
    await expectTokenGone(page);
    // Reset links live 30 minutes by default.
    const control = createTestApiClient(env.api.url);
    await control.clock.advance(31 * 60);
    try {
      const next = strongPassword();
      await reset.submitNewPassword(next);
      await waitForText(page, 'The token has expired. Request a new link.');
      const alert = await page.$eval(
        '.stw-root form + [role="alert"], .stw-root form [role="alert"]',
        (el) => el.textContent,
      );
      expect(alert).toContain('The token has expired.');
      expect(await passwordWorks(env.api.url, TOKEN, email, next)).toBe(false);
      expect(await passwordWorks(env.api.url, TOKEN, email, password)).toBe(true);
    } finally {
      // Back to real time for the tests that follow (their sessions and links).
      await control.clock.advance(-31 * 60);
    }
  });
});

describe('the reset mount: busy states and the address bar', () => {
  it("a login link shows 'Logging in' with a spinner while it authenticates", async () => {
    const page = await env.newPage();
    const { loginLink } = await resetEmailFor(uniqueEmail('login-link'), strongPassword());
    const held = await holdRequests(page, /\/sdk\/v1\/magic_links\/authenticate$/);
    await page.goto(landing('/reset', loginLink));
    const release = await held.next();
    await byRole(page, 'heading', 'Logging in').wait();
    expect(await page.$('.stw-root .stw-spinner')).not.toBeNull();
    await expectTokenGone(page);
    release();
    await new ResetPasswordPage(page).expectSuccess();
  });

  it("'Login without a password' reads 'Logging in...' while busy", async () => {
    const page = await env.newPage();
    const { link } = await resetEmailFor(uniqueEmail('busy'), strongPassword());
    await page.goto(landing('/reset', link));
    const reset = new ResetPasswordPage(page);
    await reset.waitUntilShown();
    const held = await holdRequests(page, /\/sdk\/v1\/magic_links\/authenticate$/);
    await reset.loginWithoutPassword();
    const release = await held.next();
    await waitForText(page, 'Logging in...');
    release();
    await reset.expectSuccess();
  });

  it('removes the token from the address bar even when it is refused', async () => {
    const page = await env.newPage();
    await page.goto(
      `${env.pages.url}/reset?stytch_token_type=reset_password&token=not-a-real-token`,
    );
    const reset = new ResetPasswordPage(page);
    await reset.waitUntilShown();
    await expectTokenGone(page);
    await reset.submitNewPassword(strongPassword());
    await page.waitForSelector('.stw-root [role="alert"]');
  });
});
