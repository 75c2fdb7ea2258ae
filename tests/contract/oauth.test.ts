// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { call, loginByEmail, pkcePair } from './support/http';
import { sdkClient } from './support/sdk';
import { startServer, uniqueToken } from './support/server';

let server: RunningTestApi;
const pkceProject = uniqueToken();
const PROVIDERS = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
];

beforeAll(async () => {
  server = await startServer({ projects: { [pkceProject]: { pkceRequiredForOauth: true } } });
});
afterAll(async () => {
  await server?.close();
});

interface StartParams {
  publicToken: string;
  provider: string;
  query?: Record<string, string>;
}

/** Opens the consent page like a browser would; returns its HTML and hidden state. */
async function openConsent({ publicToken, provider, query = {} }: StartParams) {
  const params = new URLSearchParams({
    public_token: publicToken,
    login_redirect_url: 'http://localhost:3000/oauth/login',
    signup_redirect_url: 'http://localhost:3000/oauth/signup',
    ...query,
  });
  const res = await fetch(`${server.url}/v1/public/oauth/${provider}/start?${params}`);
  const html = await res.text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { status: res.status, html, state };
}

/** Submits the consent form; returns the redirect Location. */
async function submitConsent(provider: string, fields: Record<string, string>): Promise<URL> {
  const res = await fetch(`${server.url}/v1/public/oauth/${provider}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

describe('OAuth', () => {
  it('serves a consent page for all 19 providers', async () => {
    const pt = uniqueToken();
    for (const provider of PROVIDERS) {
      const page = await openConsent({ publicToken: pt, provider });
      expect(page.status, provider).toBe(200);
      expect(page.html).toContain(`data-provider="${provider}"`);
      expect(page.state.length).toBeGreaterThan(20);
    }
    expect((await openConsent({ publicToken: pt, provider: 'myspace' })).status).toBe(404);
  });

  it('signs up through the consent page, then logs in; the SDK exchanges the token', async () => {
    const pt = uniqueToken();
    const client = sdkClient(server.url, pt);
    const page = await openConsent({
      publicToken: pt,
      provider: 'github',
      query: { custom_scopes: 'read:user user:email', provider_prompt: 'consent' },
    });
    expect(page.html).toContain('read:user');
    expect(page.html).toContain('prompt=consent');
    const signup = await submitConsent('github', {
      state: page.state,
      decision: 'allow',
      email: 'octo@example.com',
      first_name: 'Mona',
      last_name: 'Octocat',
    });
    expect(signup.pathname).toBe('/oauth/signup');
    expect(signup.searchParams.get('stytch_token_type')).toBe('oauth');
    const auth = await client.oauth.authenticate(signup.searchParams.get('token') ?? '', {
      session_duration_minutes: 30,
    });
    expect(auth.user.name).toMatchObject({ first_name: 'Mona', last_name: 'Octocat' });
    expect(auth.user.providers[0]?.provider_type).toBe('github');
    expect(auth.provider_values.scopes).toEqual(['read:user', 'user:email']);
    expect(auth.session.authentication_factors[0]?.delivery_method).toBe('oauth_github');
    // Second time: same identity → the login URL; the consent state is single-use.
    const again = await openConsent({ publicToken: pt, provider: 'github' });
    const login = await submitConsent('github', {
      state: again.state,
      decision: 'allow',
      email: 'octo@example.com',
    });
    expect(login.pathname).toBe('/oauth/login');
    const reuse = await fetch(`${server.url}/v1/public/oauth/github/consent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: again.state,
        decision: 'allow',
        email: 'octo@example.com',
      }).toString(),
      redirect: 'manual',
    });
    expect(reuse.status).toBe(400);
    const token = login.searchParams.get('token') ?? '';
    expect(
      (await call(server.url, 'POST', '/sdk/v1/oauth/authenticate', { token }, { publicToken: pt }))
        .status,
    ).toBe(200);
    const used = await call<{ error_type: string }>(
      server.url,
      'POST',
      '/sdk/v1/oauth/authenticate',
      { token },
      { publicToken: pt },
    );
    expect(used.body.error_type).toBe('oauth_token_not_found');
  });

  it('refuses redirect URLs outside the allow-list before showing consent', async () => {
    for (const field of ['login_redirect_url', 'signup_redirect_url']) {
      const page = await openConsent({
        publicToken: uniqueToken(),
        provider: 'google',
        query: { [field]: 'https://evil.example/callback' },
      });
      expect(page.status, field).toBe(400);
      expect(page.html, field).toContain('invalid_redirect_url');
      expect(page.state, field).toBe('');
    }
  });

  it('redirects with error=access_denied when the user cancels', async () => {
    const pt = uniqueToken();
    const page = await openConsent({ publicToken: pt, provider: 'google' });
    const back = await submitConsent('google', { state: page.state, decision: 'deny' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('token')).toBeNull();
  });

  it('enforces PKCE when required', async () => {
    const missing = await openConsent({ publicToken: pkceProject, provider: 'google' });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('missing_pkce_code_challenge');
    const { verifier, challenge } = await pkcePair();
    const page = await openConsent({
      publicToken: pkceProject,
      provider: 'google',
      query: { code_challenge: challenge },
    });
    const back = await submitConsent('google', {
      state: page.state,
      decision: 'allow',
      email: 'pkce@example.com',
    });
    const token = back.searchParams.get('token') ?? '';
    const wrong = await call<{ error_type: string }>(
      server.url,
      'POST',
      '/sdk/v1/oauth/authenticate',
      { token, code_verifier: 'nope' },
      { publicToken: pkceProject },
    );
    expect(wrong.body.error_type).toBe('pkce_mismatch');
    const ok = await call(
      server.url,
      'POST',
      '/sdk/v1/oauth/authenticate',
      { token, code_verifier: verifier },
      { publicToken: pkceProject },
    );
    expect(ok.status).toBe(200);
  });

  it('attaches a provider to the logged-in user with oauth_attach_token', async () => {
    const pt = uniqueToken();
    const me = await loginByEmail(server.url, pt, 'attach@example.com');
    const attach = await call<{ data: { oauth_attach_token: string } }>(
      server.url,
      'POST',
      '/sdk/v1/oauth/attach',
      { provider: 'slack' },
      { publicToken: pt, sessionToken: me.session_token },
    );
    const page = await openConsent({
      publicToken: pt,
      provider: 'slack',
      query: { oauth_attach_token: attach.body.data.oauth_attach_token },
    });
    const back = await submitConsent('slack', {
      state: page.state,
      decision: 'allow',
      email: 'other-address@example.com',
    });
    const auth = await call<{
      data: { user_id: string; user: { providers: { provider_type: string }[] } };
    }>(
      server.url,
      'POST',
      '/sdk/v1/oauth/authenticate',
      { token: back.searchParams.get('token') },
      { publicToken: pt },
    );
    expect(auth.body.data.user_id).toBe(me.user_id);
    expect(auth.body.data.user.providers.map((p) => p.provider_type)).toEqual(['slack']);
  });
});
