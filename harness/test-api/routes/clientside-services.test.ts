import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthHeader } from '../http/auth';
import { type RunningTestApi, startTestApi } from '../index';

// One Tap's two client-side services calls (oneTapStart, oneTapSubmit), as the iframe page
// forwards them.
const CONFIGURED = 'public-token-test-one-tap-configured';
const NO_CLIENT = 'public-token-test-one-tap-no-client';
const DEFAULT_CLIENT = 'public-token-test-one-tap-default-client';
const NO_SIGNUP = 'public-token-test-one-tap-no-signup';
const NO_REDIRECTS = 'public-token-test-one-tap-no-redirects';
const WITH_TEST_KEY = 'public-token-test-one-tap-test-key';
const CLIENT_ID = '123-standin.apps.googleusercontent.com';
// The key a Google stand-in signs ID tokens with; the project trusts its public half.
const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const TEST_KEY = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

let api: RunningTestApi;

beforeAll(async () => {
  api = await startTestApi({
    port: 0,
    db: ':memory:',
    projects: {
      [CONFIGURED]: { googleClientId: CLIENT_ID },
      [DEFAULT_CLIENT]: { googleClientId: CLIENT_ID, googleUsesDefaultClient: true },
      [NO_SIGNUP]: { googleClientId: CLIENT_ID, redirectUrlTypes: ['login'] },
      [NO_REDIRECTS]: { googleClientId: CLIENT_ID, allowedRedirectUrls: [] },
      [WITH_TEST_KEY]: { googleClientId: CLIENT_ID, googleIdTokenTestKey: TEST_KEY },
    },
  });
});
afterAll(async () => {
  await api?.close();
});

async function rpc(method: string, req: Record<string, string>) {
  const res = await fetch(`${api.url}/clientside-services/rpc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, args: [req] }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('oneTapStart', () => {
  it("answers the project's Google client id with a callback id and CSRF token", async () => {
    const { status, body } = await rpc('oneTapStart', { publicToken: CONFIGURED });
    expect(status).toBe(200);
    expect(body).toEqual({
      requestId: expect.stringMatching(/^request-id-test-/),
      googleClientId: CLIENT_ID,
      stytchCsrfToken: expect.stringMatching(/^[\w-]{40,}$/),
      oauthCallbackId: expect.stringMatching(/^oauth-callback-test-/),
    });
  });

  it.each([
    [NO_CLIENT, 404, 'oauth_config_not_found'],
    [DEFAULT_CLIENT, 400, 'default_provider_not_allowed'],
    [NO_SIGNUP, 400, 'no_signup_redirect_urls_set'],
    [NO_REDIRECTS, 400, 'no_login_redirect_urls_set'],
  ])('%s: %s %s', async (publicToken, status, errorType) => {
    const answer = await rpc('oneTapStart', { publicToken });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ status_code: status, error_type: errorType });
  });

  it('refuses a live token as every route does', async () => {
    const answer = await rpc('oneTapStart', { publicToken: 'public-token-live-x' });
    expect(answer.body).toMatchObject({ error_type: 'invalid_public_token' });
  });
});

describe('oneTapSubmit', () => {
  it('says a Google ID token cannot be verified offline, and signs no one in', async () => {
    const answer = await rpc('oneTapSubmit', {
      publicToken: CONFIGURED,
      idToken: 'a.b.c',
      oauthCallbackID: 'oauth-callback-test-1',
    });
    expect(answer.status).toBe(501);
    expect(answer.body).toMatchObject({ error_type: 'not_supported_offline' });
    expect(String(answer.body.error_message)).toContain('cannot verify Google ID tokens');
  });

  it('names a missing field', async () => {
    const answer = await rpc('oneTapSubmit', { publicToken: CONFIGURED });
    expect(answer.status).toBe(400);
    expect(String(answer.body.error_message)).toContain('idToken');
  });
});

const idToken = (claims: Record<string, unknown> = {}, audience = CLIENT_ID) =>
  new SignJWT({ email: 'one.tap@example.com', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject('google-subject-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.privateKey);

async function submit(token: string, callbackId?: string) {
  const id =
    callbackId ??
    ((await rpc('oneTapStart', { publicToken: WITH_TEST_KEY })).body.oauthCallbackId as string);
  return rpc('oneTapSubmit', {
    publicToken: WITH_TEST_KEY,
    idToken: token,
    oauthCallbackID: id,
    loginRedirectURL: 'http://localhost:3000/login',
    signupRedirectURL: 'http://localhost:3000/signup',
  });
}

describe('oneTapSubmit with the test-only googleIdTokenTestKey', () => {
  it('signs up with a token signed by that key: the signup URL with an OAuth token for a session', async () => {
    const { status, body } = await submit(await idToken());
    expect(status).toBe(200);
    const url = new URL(String(body.redirect_url));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/signup');
    expect(url.searchParams.get('stytch_token_type')).toBe('oauth');
    const res = await fetch(`${api.url}/sdk/v1/oauth/authenticate`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: basicAuthHeader(WITH_TEST_KEY),
      },
      body: JSON.stringify({ token: url.searchParams.get('token'), session_duration_minutes: 30 }),
    });
    const session = (await res.json()) as { data: Record<string, unknown> };
    expect(res.status).toBe(200);
    expect(session.data).toMatchObject({
      provider_type: 'google',
      provider_subject: 'google-subject-1',
    });

    // The same Google account again is a login.
    const again = await submit(await idToken());
    expect(String(again.body.redirect_url)).toMatch(/^http:\/\/localhost:3000\/login\?/);
  });

  it('refuses another audience, an unverified email, another key and a reused callback id', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const foreign = await new SignJWT({ email: 'x@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('s')
      .setExpirationTime('5m')
      .sign(other.privateKey);
    for (const token of [
      await idToken({}, 'another-client'),
      await idToken({ email_verified: false }),
      foreign,
    ]) {
      const answer = await submit(token);
      expect(answer.body).toMatchObject({ status_code: 400, error_type: 'invalid_id_token' });
    }
    const start = await rpc('oneTapStart', { publicToken: WITH_TEST_KEY });
    const id = start.body.oauthCallbackId as string;
    expect((await submit(await idToken(), id)).status).toBe(200);
    expect((await submit(await idToken(), id)).body).toMatchObject({
      error_type: 'oauth_callback_id_not_found',
    });
  });
});
