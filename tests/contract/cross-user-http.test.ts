import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { lastCode } from '../../harness/test-api/control-client';
import { call, type HttpSession, loginByEmail } from './support/http';
import { startServer, uniqueToken } from './support/server';
import { SoftCredential } from './support/soft-authenticator';

// One user reaching into another's data on every users/* route that takes an id: each answers
// "not found" exactly as for a missing id, and the owner's records are untouched.

let server: RunningTestApi;
type ErrorJson = { error_type: string };
interface WireUser {
  emails: { email_id: string }[];
  phone_numbers: { phone_id: string }[];
  webauthn_registrations: { webauthn_registration_id: string }[];
  crypto_wallets: { crypto_wallet_id: string }[];
  providers: { oauth_user_registration_id: string }[];
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(pt: string, who: HttpSession, path: string, body: unknown) =>
  call<{ data: T }>(server.url, 'POST', path, body, {
    publicToken: pt,
    sessionToken: who.session_token,
  });

/** users/me without the per-request envelope fields. */
async function me(pt: string, who: HttpSession): Promise<WireUser> {
  const res = await call<{ data: WireUser & { request_id?: string } }>(
    server.url,
    'GET',
    '/sdk/v1/users/me',
    undefined,
    { publicToken: pt, sessionToken: who.session_token },
  );
  const { request_id: _, ...user } = res.body.data;
  return user;
}

/** A user holding one factor of every kind the delete routes cover. */
async function userWithEveryFactor(pt: string, email: string): Promise<HttpSession> {
  const who = await loginByEmail(server.url, pt, email);
  const phone = '+14155550199';
  const sms = await post<{ method_id: string }>(pt, who, '/sdk/v1/otps/sms/send/secondary', {
    phone_number: phone,
  });
  await post(pt, who, '/sdk/v1/otps/authenticate', {
    token: await lastCode(server.url, phone),
    method_id: sms.body.data.method_id,
    session_duration_minutes: 60,
  });
  const account = privateKeyToAccount(generatePrivateKey());
  const wallet = { crypto_wallet_address: account.address, crypto_wallet_type: 'ethereum' };
  const start = await post<{ challenge: string }>(
    pt,
    who,
    '/sdk/v1/crypto_wallets/authenticate/start/secondary',
    wallet,
  );
  await post(pt, who, '/sdk/v1/crypto_wallets/authenticate', {
    ...wallet,
    signature: await account.signMessage({ message: start.body.data.challenge }),
    session_duration_minutes: 60,
  });
  const creation = await post<{ public_key_credential_creation_options: string }>(
    pt,
    who,
    '/sdk/v1/webauthn/register/start',
    { domain: 'localhost' },
  );
  await post(pt, who, '/sdk/v1/webauthn/register', {
    public_key_credential: new SoftCredential().create(
      creation.body.data.public_key_credential_creation_options,
      { origin: 'http://localhost:3000' },
    ),
    session_duration_minutes: 60,
  });
  await attachOauth(pt, who);
  return who;
}

/** oauth/attach → consent page → oauth/authenticate, adding a Google registration. */
async function attachOauth(pt: string, who: HttpSession): Promise<void> {
  const attach = await post<{ oauth_attach_token: string }>(pt, who, '/sdk/v1/oauth/attach', {
    provider: 'google',
  });
  const params = new URLSearchParams({
    public_token: pt,
    login_redirect_url: 'http://localhost:3000/in',
    signup_redirect_url: 'http://localhost:3000/up',
    oauth_attach_token: attach.body.data.oauth_attach_token,
  });
  const html = await (await fetch(`${server.url}/v1/public/oauth/google/start?${params}`)).text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const back = await fetch(`${server.url}/v1/public/oauth/google/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, decision: 'allow', email: 'g@example.com' }).toString(),
    redirect: 'manual',
  });
  const token = new URL(back.headers.get('location') ?? '').searchParams.get('token');
  const auth = await post(pt, who, '/sdk/v1/oauth/authenticate', { token });
  expect(auth.status).toBe(200);
}

/** Each delete route with the id of the victim's factor and the error type for "missing". */
function targets(victim: WireUser) {
  return [
    ['emails', victim.emails[0]?.email_id, 'email_not_found'],
    ['phone_numbers', victim.phone_numbers[0]?.phone_id, 'phone_number_not_found'],
    [
      'webauthn_registrations',
      victim.webauthn_registrations[0]?.webauthn_registration_id,
      'webauthn_registration_not_found',
    ],
    ['crypto_wallets', victim.crypto_wallets[0]?.crypto_wallet_id, 'crypto_wallet_not_found'],
    ['oauth', victim.providers[0]?.oauth_user_registration_id, 'oauth_user_registration_not_found'],
  ] as const;
}

describe('one user reaching into another user’s data', () => {
  it('answers not found on every users/* delete route and leaves the records alone', async () => {
    const pt = uniqueToken();
    const bob = await userWithEveryFactor(pt, 'bob-victim@example.com');
    const alice = await loginByEmail(server.url, pt, 'alice-intruder@example.com');
    const pt2 = uniqueToken();
    const carol = await loginByEmail(server.url, pt2, 'bob-victim@example.com');
    const before = await me(pt, bob);
    for (const [kind, id, errorType] of targets(before)) {
      expect(id, kind).toBeTruthy();
      for (const [token, intruder] of [
        [pt, alice],
        [pt2, carol],
      ] as const) {
        const res = await call<ErrorJson>(
          server.url,
          'DELETE',
          `/sdk/v1/users/${kind}/${id}`,
          undefined,
          { publicToken: token, sessionToken: intruder.session_token },
        );
        expect(res.status, `${kind} from ${intruder.user_id}`).toBe(404);
        expect(res.body.error_type, kind).toBe(errorType);
      }
    }
    expect(await me(pt, bob)).toEqual(before);
  });

  it('lets the owner delete each of the same records (the ids above were real)', async () => {
    const pt = uniqueToken();
    const bob = await userWithEveryFactor(pt, 'bob-owner@example.com');
    for (const [kind, id] of targets(await me(pt, bob))) {
      const res = await call<{ data: { __user: WireUser } }>(
        server.url,
        'DELETE',
        `/sdk/v1/users/${kind}/${id}`,
        undefined,
        { publicToken: pt, sessionToken: bob.session_token },
      );
      expect(res.status, kind).toBe(200);
      expect(JSON.stringify(res.body.data.__user)).not.toContain(String(id));
    }
  });

  it('reads and updates only the caller through users/me', async () => {
    const pt = uniqueToken();
    const alice = await loginByEmail(server.url, pt, 'alice-me@example.com');
    const bob = await loginByEmail(server.url, pt, 'bob-me@example.com');
    const put = await call<{ data: { user_id: string } }>(
      server.url,
      'PUT',
      '/sdk/v1/users/me',
      { name: { first_name: 'Alice' }, user_id: bob.user_id },
      { publicToken: pt, sessionToken: alice.session_token },
    );
    expect(put.body.data.user_id).toBe(alice.user_id);
    const bobNow = await call<{ data: { name: { first_name: string } } }>(
      server.url,
      'GET',
      '/sdk/v1/users/me',
      undefined,
      { publicToken: pt, sessionToken: bob.session_token },
    );
    expect(bobNow.body.data.name.first_name).toBe('');
  });
});
