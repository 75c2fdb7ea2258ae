import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { advanceClock, call, loginByEmail } from './support/http';
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

describe('crypto wallet challenges', () => {
  const wallet = (address: string) => ({
    crypto_wallet_address: address,
    crypto_wallet_type: 'ethereum',
  });

  it("refuses to link another user's wallet", async () => {
    const pt = uniqueToken();
    const account = privateKeyToAccount(generatePrivateKey());
    const start = await call<{ data: { challenge: string } }>(
      server.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate/start/primary',
      wallet(account.address),
      { publicToken: pt },
    );
    await call(
      server.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate',
      {
        ...wallet(account.address),
        signature: await account.signMessage({ message: start.body.data.challenge }),
      },
      { publicToken: pt },
    );
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
    const start = await call<{ data: { challenge: string } }>(
      server.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate/start/secondary',
      wallet(account.address),
      { publicToken: pt, sessionToken: alice.session_token },
    );
    const body = {
      ...wallet(account.address),
      signature: await account.signMessage({ message: start.body.data.challenge }),
    };
    const finish = (sessionToken?: string) =>
      call<ErrorJson & { data: { user_id: string } }>(
        server.url,
        'POST',
        '/sdk/v1/crypto_wallets/authenticate',
        body,
        { publicToken: pt, sessionToken },
      );
    for (const sessionToken of [undefined, bob.session_token]) {
      const res = await finish(sessionToken);
      expect(res.status).toBe(401);
      expect(res.body.error_type).toBe('unauthorized_credentials');
    }
    const own = await finish(alice.session_token);
    expect(own.status).toBe(200);
    expect(own.body.data.user_id).toBe(alice.user_id);
  });

  it('accepts a signed challenge once even when concurrent requests race for it', async () => {
    const pt = uniqueToken();
    const account = privateKeyToAccount(generatePrivateKey());
    const start = await call<{ data: { challenge: string } }>(
      server.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate/start/primary',
      wallet(account.address),
      { publicToken: pt },
    );
    const body = {
      ...wallet(account.address),
      signature: await account.signMessage({ message: start.body.data.challenge }),
    };
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        call(server.url, 'POST', '/sdk/v1/crypto_wallets/authenticate', body, { publicToken: pt }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404, 404]);
    const users = await call<{ users: unknown[] }>(
      server.url,
      'GET',
      `/__emulator/users?public_token=${pt}`,
    );
    expect(users.body.users).toHaveLength(1);
  });

  it('lets a challenge expire after 10 minutes', async () => {
    const pt = uniqueToken();
    const account = privateKeyToAccount(generatePrivateKey());
    const start = await call<{ data: { challenge: string } }>(
      server.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate/start/primary',
      wallet(account.address),
      { publicToken: pt },
    );
    await advanceClock(server.url, 10 * 60 + 1);
    const late = await call<ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate',
      {
        ...wallet(account.address),
        signature: await account.signMessage({ message: start.body.data.challenge }),
      },
      { publicToken: pt },
    );
    expect(late.status).toBe(404);
    expect(late.body.error_type).toBe('crypto_wallet_challenge_not_found');
  });
});
