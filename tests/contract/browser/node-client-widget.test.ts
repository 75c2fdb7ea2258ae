import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../../../harness/smoke/pages/LoginPage';
import { emailOtpScenario } from '../../../harness/smoke/scenarios/email-otp';
import { type BrowserEnv, startSnippetEnv } from '../../support/browser-env';
import { nodeClient, projectInfo } from '../support/node-client';

// A customer's whole login offline: the widget logs a user in inside Chromium, then the
// customer's server checks that session with the official `stytch` Node client against the
// test API, revokes it, and the page finds itself logged out.

const TOKEN = 'public-token-test-0c1f6f0e-9a51-4b7e-8d38-node-client';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startSnippetEnv({
    publicToken: TOKEN,
    products: ['otp'],
    otpOptions: { methods: ['email'] },
  });
});

afterAll(async () => {
  await env?.close();
});

/** The session cookies the SDK wrote in the page. */
async function sessionCookies(page: Page) {
  const cookies = await page.browserContext().cookies();
  return {
    token: cookies.find((c) => c.name === 'stytch_session')?.value,
    jwt: cookies.find((c) => c.name === 'stytch_session_jwt')?.value,
  };
}

/** Reloads the page and returns the status of the SDK's session refresh on load. */
async function reloadAndRefresh(page: Page): Promise<number> {
  const refresh = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/sdk/v1/sessions/authenticate'),
  );
  await page.reload();
  return (await refresh).status();
}

describe('the official Node client checks a session the widget opened', () => {
  it('authenticates, reads and revokes it; the page then finds itself logged out', async () => {
    const page = await env.newPage();
    await emailOtpScenario.run({
      page,
      pageUrl: env.pages.url,
      apiUrl: env.api.url,
      publicToken: TOKEN,
    });
    const { token, jwt } = await sessionCookies(page);
    if (!token || !jwt) throw new Error('the widget left no session cookies');

    const client = nodeClient(env.api.url, await projectInfo(env.api.url, TOKEN));
    const byToken = await client.sessions.authenticate({ session_token: token });
    expect(byToken).toMatchObject({ status_code: 200, session_token: token });
    const userId = byToken.user.user_id;
    const email = byToken.user.emails[0]?.email;
    expect(email).toMatch(/@example\.com$/);
    expect(byToken.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'otp', delivery_method: 'email' }),
    ]);

    const local = await client.sessions.authenticateJwt({ session_jwt: jwt });
    expect(local.session).toMatchObject({
      session_id: byToken.session.session_id,
      user_id: userId,
    });
    expect(local.session_jwt).toBe(jwt);
    const remote = await client.sessions.authenticateJwt({
      session_jwt: jwt,
      max_token_age_seconds: 0,
    });
    expect(remote).toMatchObject({ status_code: 200, session_token: token });

    expect(await client.users.get({ user_id: userId })).toMatchObject({
      user_id: userId,
      status: 'active',
      emails: [{ email, verified: true }],
    });
    const found = await client.users.search({
      query: {
        operator: 'AND',
        operands: [{ filter_name: 'email_address', filter_value: [email ?? ''] }],
      },
    });
    expect(found.results.map((u) => u.user_id)).toEqual([userId]);
    const sessions = await client.sessions.get({ user_id: userId });
    expect(sessions.sessions.map((s) => s.session_id)).toEqual([byToken.session.session_id]);

    // While the session lives, the SDK's refresh on load succeeds and keeps it.
    expect(await reloadAndRefresh(page)).toBe(200);
    expect((await sessionCookies(page)).token).toBe(token);

    await client.sessions.revoke({ session_id: byToken.session.session_id });

    // On load the SDK refreshes the session it has a cookie for; the refresh now fails, the
    // SDK drops its cookies and state, and the widget shows Main.
    expect(await reloadAndRefresh(page)).toBe(404);
    await page.waitForFunction(
      (key) => !document.cookie.includes('stytch_session=') && localStorage.getItem(key) === 'null',
      {},
      `stytch_sdk_state_${TOKEN}`,
    );
    expect((await sessionCookies(page)).token).toBeUndefined();
    const login = new LoginPage(page);
    await login.waitUntilReady();
    expect(await login.text()).toContain('Continue with email');
  });
});
