import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
import { call, clockFromNow, JUST_BEFORE_SECONDS, pkcePair } from './support/http';
import { startServer, uniqueToken } from './support/server';

let server: RunningTestApi;
const pkceProject = uniqueToken();
type ErrorJson = { error_type: string; error_message: string };

beforeAll(async () => {
  server = await startServer({
    projects: { [pkceProject]: { pkceRequiredForEmailMagicLinks: true } },
  });
});
afterAll(async () => {
  await server?.close();
});

const urls = {
  login_magic_link_url: 'http://localhost:3000/auth?keep=1',
  signup_magic_link_url: 'http://localhost:3000/welcome',
};

async function send(publicToken: string, email: string, extra: Record<string, unknown> = {}) {
  const res = await call(
    server.url,
    'POST',
    '/sdk/v1/magic_links/email/login_or_create',
    { email, ...urls, ...extra },
    { publicToken },
  );
  expect(res.status).toBe(200);
  const link = (await readOutbox(server.url, { to: email })).at(-1)?.link ?? '';
  return new URL(link);
}

const authenticate = (publicToken: string, token: string, extra: Record<string, unknown> = {}) =>
  call<ErrorJson>(
    server.url,
    'POST',
    '/sdk/v1/magic_links/authenticate',
    { token, session_duration_minutes: 30, ...extra },
    { publicToken },
  );

describe('magic links over HTTP', () => {
  it('keeps the redirect URL query and adds stytch_token_type and token', async () => {
    const pt = uniqueToken();
    await send(pt, 'q@example.com');
    const login = await send(pt, 'q@example.com');
    expect(login.pathname).toBe('/welcome'); // still pending: never authenticated
    const token = login.searchParams.get('token') ?? '';
    expect((await authenticate(pt, token)).status).toBe(200);
    const again = await send(pt, 'q@example.com');
    expect(again.pathname).toBe('/auth');
    expect(again.searchParams.get('keep')).toBe('1');
    expect(again.searchParams.get('stytch_token_type')).toBe('magic_links');
  });

  it('is single use even when redeemed by concurrent requests', async () => {
    const pt = uniqueToken();
    const token = (await send(pt, 'race@example.com')).searchParams.get('token') ?? '';
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => authenticate(pt, token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(results.filter((r) => r.status === 401).map((r) => r.body.error_type)).toEqual(
      Array(4).fill('unable_to_auth_magic_link'),
    );
  });

  it('expires after 30 minutes by default, or the given minutes', async () => {
    const pt = uniqueToken();
    const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';
    const active = await send(pt, 'login@example.com');
    expect((await authenticate(pt, tokenOf(active))).status).toBe(200);
    // Two links per case, all sent now: one redeemed just before its limit, one just after.
    const clockAt = clockFromNow(server.url);
    const cases: [minutes: number, early: URL, late: URL][] = [
      [
        10,
        await send(pt, 'signup-1@example.com', { signup_expiration_minutes: 10 }),
        await send(pt, 'signup-2@example.com', { signup_expiration_minutes: 10 }),
      ],
      [
        15,
        await send(pt, 'login@example.com', { login_expiration_minutes: 15 }),
        await send(pt, 'login@example.com', { login_expiration_minutes: 15 }),
      ],
      [30, await send(pt, 'default-1@example.com'), await send(pt, 'default-2@example.com')],
    ];
    expect(cases[1]?.[1].pathname).toBe('/auth');
    for (const [minutes, early, late] of cases) {
      await clockAt(minutes * 60 - JUST_BEFORE_SECONDS);
      expect((await authenticate(pt, tokenOf(early))).status, `${minutes} min`).toBe(200);
      await clockAt(minutes * 60 + 1);
      const res = await authenticate(pt, tokenOf(late));
      expect(res.status, `${minutes} min`).toBe(401);
      expect(res.body.error_message).toMatch(/expired/);
    }
    const unknown = await authenticate(pt, 'not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_type).toBe('magic_link_not_found');
  });

  it('requires code_challenge when the project requires PKCE and checks the verifier', async () => {
    const missing = await call<ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/magic_links/email/login_or_create',
      { email: 'p@example.com', ...urls },
      { publicToken: pkceProject },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error_type).toBe('missing_pkce_code_challenge');
    const { verifier, challenge } = await pkcePair();
    const link = await send(pkceProject, 'p@example.com', { code_challenge: challenge });
    const token = link.searchParams.get('token') ?? '';
    const none = await authenticate(pkceProject, token);
    expect(none.body.error_type).toBe('pkce_mismatch');
    const wrong = await authenticate(pkceProject, token, { code_verifier: `${verifier}x` });
    expect(wrong.body.error_type).toBe('pkce_mismatch');
    // A mismatch does not spend the token.
    expect((await authenticate(pkceProject, token, { code_verifier: verifier })).status).toBe(200);
  });
});
