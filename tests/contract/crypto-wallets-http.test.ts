import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { call, clockFromNow, JUST_BEFORE_SECONDS, loginByEmail } from './support/http';
import { startServer, uniqueToken } from './support/server';

// Crypto wallet challenges over HTTP: another user's wallet, who may finish a secondary
// challenge, single use under concurrency, and expiry.

let server: RunningTestApi;
type ErrorJson = { error_type: string };

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

type Account = ReturnType<typeof privateKeyToAccount>;

const wallet = (address: string) => ({
  crypto_wallet_address: address,
  crypto_wallet_type: 'ethereum',
});

/** Starts a challenge (primary, or secondary with a session) and signs it with the account. */
async function signedChallenge(pt: string, account: Account, sessionToken?: string) {
  const mode = sessionToken ? 'secondary' : 'primary';
  const start = await call<{ data: { challenge: string } }>(
    server.url,
    'POST',
    `/sdk/v1/crypto_wallets/authenticate/start/${mode}`,
    wallet(account.address),
    { publicToken: pt, sessionToken },
  );
  return {
    ...wallet(account.address),
    signature: await account.signMessage({ message: start.body.data.challenge }),
  };
}

const finish = (pt: string, body: object, sessionToken?: string) =>
  call<ErrorJson & { data: { user_id: string } }>(
    server.url,
    'POST',
    '/sdk/v1/crypto_wallets/authenticate',
    body,
    { publicToken: pt, sessionToken },
  );

describe('crypto wallet challenges', () => {
  it("refuses to link another user's wallet", async () => {
    const pt = uniqueToken();
    const account = privateKeyToAccount(generatePrivateKey());
    await finish(pt, await signedChallenge(pt, account));
    const alice = await loginByEmail(server.url, pt, 'alice-wallet@example.com');
    const link = await call<ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate/start/secondary',
      wallet(account.address),
      { publicToken: pt, sessionToken: alice.session_token },
    );
    expect(link.status).toBe(409);
    expect(link.body.error_type).toBe('duplicate_crypto_wallet');
  });

  it('finishes a secondary challenge only with the session of the user who started it', async () => {
    const pt = uniqueToken();
    const alice = await loginByEmail(server.url, pt, 'alice-link@example.com');
    const bob = await loginByEmail(server.url, pt, 'bob-link@example.com');
    const account = privateKeyToAccount(generatePrivateKey());
    const body = await signedChallenge(pt, account, alice.session_token);
    for (const sessionToken of [undefined, bob.session_token]) {
      const res = await finish(pt, body, sessionToken);
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('unauthorized_credentials');
    }
    const own = await finish(pt, body, alice.session_token);
    expect(own.status).toBe(200);
    expect(own.body.data.user_id).toBe(alice.user_id);
  });

  it('accepts a signed challenge once even when concurrent requests race for it', async () => {
    const pt = uniqueToken();
    const body = await signedChallenge(pt, privateKeyToAccount(generatePrivateKey()));
    const results = await Promise.all([1, 2, 3, 4].map(() => finish(pt, body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404, 404]);
    const users = await call<{ users: unknown[] }>(
      server.url,
      'GET',
      `/__emulator/users?public_token=${pt}`,
    );
    expect(users.body.users).toHaveLength(1);
  });

  it('lets a challenge expire after 10 minutes, and not before', async () => {
    const pt = uniqueToken();
    const clockAt = clockFromNow(server.url);
    const early = await signedChallenge(pt, privateKeyToAccount(generatePrivateKey()));
    const body = await signedChallenge(pt, privateKeyToAccount(generatePrivateKey()));
    await clockAt(10 * 60 - JUST_BEFORE_SECONDS);
    expect((await finish(pt, early)).status).toBe(200);
    await clockAt(10 * 60 + 1);
    const late = await finish(pt, body);
    expect(late.status).toBe(404);
    expect(late.body.error_type).toBe('crypto_wallet_challenge_not_found');
  });
});
