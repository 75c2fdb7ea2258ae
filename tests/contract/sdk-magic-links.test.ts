// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
import { call } from './support/http';
import { sdkClient } from './support/sdk';
import { SDK_MAJORS } from './support/sdk-majors';
import { startServer, uniqueToken } from './support/server';

async function linkFor(server: RunningTestApi, email: string): Promise<URL> {
  const link = (await readOutbox(server.url, { to: email, kind: 'magic_link' })).at(-1)?.link;
  if (!link) throw new Error(`no link for ${email}`);
  return new URL(link);
}

describe.each(SDK_MAJORS)('official SDK $major: email magic links', (major) => {
  let server: RunningTestApi;
  const pkceToken = uniqueToken();

  beforeAll(async () => {
    server = await startServer({
      projects: { [pkceToken]: { pkceRequiredForEmailMagicLinks: true } },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends the signup URL to a new user and the login URL afterwards', async () => {
    const client = sdkClient(server.url, uniqueToken(), major);
    const urls = {
      login_magic_link_url: 'http://localhost:3000/login',
      signup_magic_link_url: 'http://localhost:3000/signup',
    };
    await client.magicLinks.email.loginOrCreate('eml@example.com', urls);
    const signup = await linkFor(server, 'eml@example.com');
    expect(signup.pathname).toBe('/signup');
    expect(signup.searchParams.get('stytch_token_type')).toBe('magic_links');
    const token = signup.searchParams.get('token') ?? '';
    const auth = await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    expect(auth.user.emails[0]).toMatchObject({ email: 'eml@example.com', verified: true });
    expect(auth.session.authentication_factors[0]?.type).toBe('magic_link');
    await client.magicLinks.email.loginOrCreate('eml@example.com', urls);
    expect((await linkFor(server, 'eml@example.com')).pathname).toBe('/login');
    await expect(
      client.magicLinks.authenticate(token, { session_duration_minutes: 30 }),
    ).rejects.toMatchObject({ error_type: 'unable_to_auth_magic_link' });
  });

  it('enforces PKCE when the project requires it (the SDK sends challenge and verifier)', async () => {
    const client = sdkClient(server.url, pkceToken, major);
    // No wait for bootstrap: loginOrCreate itself awaits the bootstrap answer that says PKCE
    // is required, then sends a code_challenge (without one the test API answers 400).
    await client.magicLinks.email.loginOrCreate('pkce@example.com', {
      login_magic_link_url: 'http://localhost:3000/',
      signup_magic_link_url: 'http://localhost:3000/',
    });
    const token = (await linkFor(server, 'pkce@example.com')).searchParams.get('token') ?? '';
    // The link is bound to the SDK's challenge: without the verifier it is refused (unspent).
    const bare = await call<{ error_type: string }>(
      server.url,
      'POST',
      '/sdk/v1/magic_links/authenticate',
      { token, session_duration_minutes: 30 },
      { publicToken: pkceToken },
    );
    expect(bare.body.error_type).toBe('pkce_mismatch');
    const auth = await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    expect(auth.user_id).toMatch(/^user-test-/);
  });

  // The server's allow-list: the client's major does not change it.
  if (major.latest) {
    it('refuses a redirect URL outside the allow-list', async () => {
      const client = sdkClient(server.url, uniqueToken(), major);
      await expect(
        client.magicLinks.email.loginOrCreate('evil@example.com', {
          login_magic_link_url: 'https://evil.example/steal',
          signup_magic_link_url: 'https://evil.example/steal',
        }),
      ).rejects.toMatchObject({ error_type: 'invalid_redirect_url' });
    });
  }
});
