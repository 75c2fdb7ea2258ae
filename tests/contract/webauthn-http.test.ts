import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import {
  call,
  clockFromNow,
  type HttpSession,
  JUST_BEFORE_SECONDS,
  loginByEmail,
} from './support/http';
import { startServer, uniqueToken } from './support/server';
import { SoftCredential } from './support/soft-authenticator';

// WebAuthn over direct HTTP with a software authenticator: the refusals Chromium's virtual
// authenticator cannot produce (foreign origin, wrong RP ID, replayed counters, foreign
// challenges), each checked after a control case that succeeds.

let server: RunningTestApi;
const ORIGIN = 'http://localhost:3000';
type ErrorJson = { error_type: string; error_message: string };
type Auth = { data: { user_id: string; session_token: string; webauthn_registration_id: string } };

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function registerStart(pt: string, who: HttpSession, domain = 'localhost') {
  const res = await call<{ data: { public_key_credential_creation_options: string } }>(
    server.url,
    'POST',
    '/sdk/v1/webauthn/register/start',
    { domain, return_passkey_credential_options: true },
    { publicToken: pt, sessionToken: who.session_token },
  );
  expect(res.status).toBe(200);
  return res.body.data.public_key_credential_creation_options;
}

const register = <T = Auth>(pt: string, who: HttpSession, credential: string) =>
  call<T>(
    server.url,
    'POST',
    '/sdk/v1/webauthn/register',
    { public_key_credential: credential, session_duration_minutes: 30 },
    { publicToken: pt, sessionToken: who.session_token },
  );

async function authenticateStart(pt: string, domain = 'localhost', who?: HttpSession) {
  const res = await call<{ data: { public_key_credential_request_options: string } }>(
    server.url,
    'POST',
    `/sdk/v1/webauthn/authenticate/start/${who ? 'secondary' : 'primary'}`,
    { domain, return_passkey_credential_options: true },
    { publicToken: pt, sessionToken: who?.session_token },
  );
  expect(res.status).toBe(200);
  return res.body.data.public_key_credential_request_options;
}

const authenticate = <T = Auth>(pt: string, credential: string) =>
  call<T>(
    server.url,
    'POST',
    '/sdk/v1/webauthn/authenticate',
    { public_key_credential: credential, session_duration_minutes: 30 },
    { publicToken: pt },
  );

/** A user logged in by email OTP who then registers `key` on localhost. */
async function userWithPasskey(pt: string, email: string, key = new SoftCredential()) {
  const who = await loginByEmail(server.url, pt, email);
  const res = await register(pt, who, key.create(await registerStart(pt, who), { origin: ORIGIN }));
  expect(res.status).toBe(200);
  return { who, key, registrationId: (res.body as Auth).data.webauthn_registration_id };
}

describe('WebAuthn over HTTP with a software authenticator', () => {
  it('registers and logs in (control case for the refusals below)', async () => {
    const pt = uniqueToken();
    const { who, key } = await userWithPasskey(pt, 'soft@example.com');
    const login = await authenticate(pt, key.get(await authenticateStart(pt), { origin: ORIGIN }));
    expect(login.status).toBe(200);
    expect(login.body.data.user_id).toBe(who.user_id);
  });

  it('offers EdDSA, ES256 and RS256, the same on every Node', async () => {
    const pt = uniqueToken();
    const who = await loginByEmail(server.url, pt, 'algorithms@example.com');
    const options = JSON.parse(await registerStart(pt, who)) as {
      pubKeyCredParams: { type: string; alg: number }[];
    };
    expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual([-8, -7, -257]);
  });

  it('refuses a registration signed on a disallowed origin', async () => {
    const pt = uniqueToken();
    const who = await loginByEmail(server.url, pt, 'reg-origin@example.com');
    const key = new SoftCredential();
    const res = await register<ErrorJson>(
      pt,
      who,
      key.create(await registerStart(pt, who), { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('invalid_origin');
    expect(res.body.error_message).toContain('https://evil.example');
  });

  it('refuses a registration whose origin is allowed but not on the RP ID (domain)', async () => {
    const pt = uniqueToken();
    const who = await loginByEmail(server.url, pt, 'reg-domain@example.com');
    const options = await registerStart(pt, who, 'example.com');
    const res = await register<ErrorJson>(
      pt,
      who,
      new SoftCredential().create(options, { origin: ORIGIN }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('invalid_origin');
  });

  it('refuses a registration made for another RP ID', async () => {
    const pt = uniqueToken();
    const who = await loginByEmail(server.url, pt, 'reg-rpid@example.com');
    const res = await register<ErrorJson>(
      pt,
      who,
      new SoftCredential().create(await registerStart(pt, who), {
        origin: ORIGIN,
        rpId: 'evil.example',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('webauthn_registration_failed');
    const me = await call<{ data: { webauthn_registrations: unknown[] } }>(
      server.url,
      'GET',
      '/sdk/v1/users/me',
      undefined,
      { publicToken: pt, sessionToken: who.session_token },
    );
    expect(me.body.data.webauthn_registrations).toEqual([]);
  });

  it('refuses an assertion signed on a disallowed origin', async () => {
    const pt = uniqueToken();
    const { key } = await userWithPasskey(pt, 'auth-origin@example.com');
    const res = await authenticate<ErrorJson>(
      pt,
      key.get(await authenticateStart(pt), { origin: 'http://evil.example:3000' }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('invalid_origin');
  });

  it('refuses an assertion made for another RP ID', async () => {
    const pt = uniqueToken();
    const { key } = await userWithPasskey(pt, 'auth-rpid@example.com');
    const wrongHash = await authenticate<ErrorJson>(
      pt,
      key.get(await authenticateStart(pt), { origin: ORIGIN, rpId: 'evil.example' }),
    );
    expect(wrongHash.status).toBe(401);
    expect(wrongHash.body.error_type).toBe('unable_to_auth_webauthn_registration');
    // A ceremony started for another domain cannot be answered by a localhost credential.
    const otherDomain = await authenticate<ErrorJson>(
      pt,
      key.get(await authenticateStart(pt, 'example.com'), { origin: ORIGIN, rpId: 'localhost' }),
    );
    expect(otherDomain.status).toBe(401);
    expect(otherDomain.body.error_type).toBe('unable_to_auth_webauthn_registration');
  });

  it('requires the sign counter to grow (a cloned authenticator is refused)', async () => {
    const pt = uniqueToken();
    const key = new SoftCredential();
    const { who } = await userWithPasskey(pt, 'counter@example.com', key);
    // Registered with counter 1.
    const at = async (counter: number) =>
      authenticate<ErrorJson>(
        pt,
        key.get(await authenticateStart(pt), { origin: ORIGIN, counter }),
      );
    expect((await at(5)).status).toBe(200);
    const same = await at(5);
    expect(same.status).toBe(401);
    expect(same.body.error_type).toBe('unable_to_auth_webauthn_registration');
    expect(same.body.error_message).toMatch(/counter/i);
    expect((await at(2)).status).toBe(401);
    const next = await at(6);
    expect(next.status).toBe(200);
    expect((next.body as unknown as Auth).data.user_id).toBe(who.user_id);
  });

  it('accepts one of several concurrent assertions that repeat the same counter', async () => {
    const pt = uniqueToken();
    const { key } = await userWithPasskey(pt, 'counter-race@example.com');
    const options = await Promise.all([1, 2, 3, 4, 5, 6].map(() => authenticateStart(pt)));
    const results = await Promise.all(
      options.map((o) => authenticate<ErrorJson>(pt, key.get(o, { origin: ORIGIN, counter: 7 }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });

  it('uses each challenge once and lets it expire after 5 minutes, and not before', async () => {
    const pt = uniqueToken();
    const { key } = await userWithPasskey(pt, 'challenge@example.com');
    const options = await authenticateStart(pt);
    expect((await authenticate(pt, key.get(options, { origin: ORIGIN }))).status).toBe(200);
    const replay = await authenticate<ErrorJson>(pt, key.get(options, { origin: ORIGIN }));
    expect(replay.status).toBe(400);
    expect(replay.body.error_type).toBe('webauthn_challenge_not_found');
    const clockAt = clockFromNow(server.url);
    const early = await authenticateStart(pt);
    const late = await authenticateStart(pt);
    await clockAt(5 * 60 - JUST_BEFORE_SECONDS);
    expect((await authenticate(pt, key.get(early, { origin: ORIGIN }))).status).toBe(200);
    await clockAt(5 * 60 + 1);
    const expired = await authenticate<ErrorJson>(pt, key.get(late, { origin: ORIGIN }));
    expect(expired.body.error_type).toBe('webauthn_challenge_not_found');
  });

  it("refuses to finish a registration on another user's challenge", async () => {
    const pt = uniqueToken();
    const alice = await loginByEmail(server.url, pt, 'alice-reg@example.com');
    const bob = await loginByEmail(server.url, pt, 'bob-reg@example.com');
    const aliceOptions = await registerStart(pt, alice);
    const res = await register<ErrorJson>(
      pt,
      bob,
      new SoftCredential().create(aliceOptions, { origin: ORIGIN }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('webauthn_challenge_not_found');
  });

  it("refuses a secondary ceremony answered with another user's credential", async () => {
    const pt = uniqueToken();
    const alice = await userWithPasskey(pt, 'alice-2fa@example.com');
    const bob = await userWithPasskey(pt, 'bob-2fa@example.com');
    const bobOptions = await authenticateStart(pt, 'localhost', bob.who);
    const res = await authenticate<ErrorJson>(pt, alice.key.get(bobOptions, { origin: ORIGIN }));
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('unable_to_auth_webauthn_registration');
  });

  it('answers webauthn_registration_not_found for an unknown credential', async () => {
    const pt = uniqueToken();
    const stranger = new SoftCredential();
    const res = await authenticate<ErrorJson>(
      pt,
      stranger.get(await authenticateStart(pt), { origin: ORIGIN }),
    );
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('webauthn_registration_not_found');
  });

  it("renames only the caller's own registration", async () => {
    const pt = uniqueToken();
    const alice = await userWithPasskey(pt, 'alice-name@example.com');
    const bob = await userWithPasskey(pt, 'bob-name@example.com');
    const rename = (who: HttpSession, id: string, name: string) =>
      call<ErrorJson & { data: { webauthn_registration: { name: string } } }>(
        server.url,
        'PUT',
        `/sdk/v1/webauthn/update/${id}`,
        { name },
        { publicToken: pt, sessionToken: who.session_token },
      );
    const own = await rename(alice.who, alice.registrationId, 'Laptop');
    expect(own.status).toBe(200);
    expect(own.body.data.webauthn_registration.name).toBe('Laptop');
    const foreign = await rename(alice.who, bob.registrationId, 'Stolen');
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_type).toBe('webauthn_registration_not_found');
    // The same id under another project is unknown too.
    const pt2 = uniqueToken();
    const other = await loginByEmail(server.url, pt2, 'bob-name@example.com');
    const crossProject = await call<ErrorJson>(
      server.url,
      'PUT',
      `/sdk/v1/webauthn/update/${bob.registrationId}`,
      { name: 'Stolen' },
      { publicToken: pt2, sessionToken: other.session_token },
    );
    expect(crossProject.status).toBe(404);
    const bobMe = await call<{ data: { webauthn_registrations: { name: string }[] } }>(
      server.url,
      'GET',
      '/sdk/v1/users/me',
      undefined,
      { publicToken: pt, sessionToken: bob.who.session_token },
    );
    expect(bobMe.body.data.webauthn_registrations.map((r) => r.name)).toEqual(['Passkey 1']);
  });
});
