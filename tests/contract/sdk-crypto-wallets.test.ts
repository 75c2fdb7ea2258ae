// @vitest-environment happy-dom
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { lastCode } from '../../harness/test-api/control-client';
import { call } from './support/http';
import { sdkClient } from './support/sdk';
import { SDK_MAJORS } from './support/sdk-majors';
import { startServer, uniqueToken } from './support/server';

// 4.x sends these calls to its API host (test.stytch.com), not to its SDK backend like the rest.
describe.each(SDK_MAJORS)('official SDK $major: crypto wallets', (major) => {
  let server: RunningTestApi;
  const siweToken = uniqueToken();

  beforeAll(async () => {
    server = await startServer({
      projects: { [siweToken]: { siweRequiredForCryptoWallets: true } },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('logs in with an Ethereum personal_sign signature, once per challenge', async () => {
    const pt = uniqueToken();
    const client = sdkClient(server.url, pt, major);
    const account = privateKeyToAccount(generatePrivateKey());
    const { challenge } = await client.cryptoWallets.authenticateStart({
      crypto_wallet_address: account.address,
      crypto_wallet_type: 'ethereum',
    });
    const signature = await account.signMessage({ message: challenge });
    const auth = await client.cryptoWallets.authenticate({
      crypto_wallet_address: account.address,
      crypto_wallet_type: 'ethereum',
      signature,
      session_duration_minutes: 30,
    });
    expect(auth.user.crypto_wallets[0]).toMatchObject({
      crypto_wallet_address: account.address.toLowerCase(),
      crypto_wallet_type: 'ethereum',
    });
    const replay = await call<{ error_type: string }>(
      server.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate',
      {
        crypto_wallet_address: account.address,
        crypto_wallet_type: 'ethereum',
        signature,
        session_duration_minutes: 30,
      },
      { publicToken: pt },
    );
    expect(replay.status).toBe(404);
    expect(replay.body.error_type).toBe('crypto_wallet_challenge_not_found');
  });

  // The server's signature check: the client's major does not change it.
  if (major.latest) {
    it('rejects a signature from another key', async () => {
      const client = sdkClient(server.url, uniqueToken(), major);
      const wallet = privateKeyToAccount(generatePrivateKey());
      const thief = privateKeyToAccount(generatePrivateKey());
      const { challenge } = await client.cryptoWallets.authenticateStart({
        crypto_wallet_address: wallet.address,
        crypto_wallet_type: 'ethereum',
      });
      await expect(
        client.cryptoWallets.authenticate({
          crypto_wallet_address: wallet.address,
          crypto_wallet_type: 'ethereum',
          signature: await thief.signMessage({ message: challenge }),
          session_duration_minutes: 30,
        }),
      ).rejects.toMatchObject({ error_type: 'unable_to_authenticate_crypto_wallet' });
    });
  }

  it('logs in with a Solana ed25519 signature in base58', async () => {
    const client = sdkClient(server.url, uniqueToken(), major);
    const keys = nacl.sign.keyPair();
    const address = bs58.encode(keys.publicKey);
    const { challenge } = await client.cryptoWallets.authenticateStart({
      crypto_wallet_address: address,
      crypto_wallet_type: 'solana',
    });
    const signature = bs58.encode(
      nacl.sign.detached(new TextEncoder().encode(challenge), keys.secretKey),
    );
    const auth = await client.cryptoWallets.authenticate({
      crypto_wallet_address: address,
      crypto_wallet_type: 'solana',
      signature,
      session_duration_minutes: 30,
    });
    expect(auth.session.authentication_factors[0]).toMatchObject({
      type: 'crypto',
      crypto_wallet_factor: { crypto_wallet_address: address, crypto_wallet_type: 'solana' },
    });
  });

  it('builds a SIWE (EIP-4361) message when the project requires it', async () => {
    const client = sdkClient(server.url, siweToken, major);
    const account = privateKeyToAccount(generatePrivateKey());
    const { challenge } = await client.cryptoWallets.authenticateStart({
      crypto_wallet_address: account.address,
      crypto_wallet_type: 'ethereum',
      siwe_params: { statement: 'Log in to the test app', chain_id: '1' },
    } as Parameters<typeof client.cryptoWallets.authenticateStart>[0]);
    expect(challenge).toContain('wants you to sign in with your Ethereum account:');
    expect(challenge).toContain(account.address);
    expect(challenge).toContain('URI: http://localhost:3000');
    const auth = await client.cryptoWallets.authenticate({
      crypto_wallet_address: account.address,
      crypto_wallet_type: 'ethereum',
      signature: await account.signMessage({ message: challenge }),
      session_duration_minutes: 30,
    });
    expect(auth.user_id).toMatch(/^user-test-/);
  });

  it('links a wallet to the logged-in user (start/secondary) and deletes it', async () => {
    const client = sdkClient(server.url, uniqueToken(), major);
    const sent = await client.otps.email.loginOrCreate('holder@example.com');
    const login = await client.otps.authenticate(
      await lastCode(server.url, 'holder@example.com'),
      sent.method_id,
      { session_duration_minutes: 30 },
    );
    const account = privateKeyToAccount(generatePrivateKey());
    const { challenge } = await client.cryptoWallets.authenticateStart({
      crypto_wallet_address: account.address,
      crypto_wallet_type: 'ethereum',
    });
    const auth = await client.cryptoWallets.authenticate({
      crypto_wallet_address: account.address,
      crypto_wallet_type: 'ethereum',
      signature: await account.signMessage({ message: challenge }),
      session_duration_minutes: 30,
    });
    expect(auth.user_id).toBe(login.user_id);
    expect(auth.session.authentication_factors).toHaveLength(2);
    if (major.missing.has('user.deleteCryptoWallet')) {
      // 4.x has no call to delete a wallet: checked, so the list stays true.
      expect(client.user.deleteCryptoWallet).toBeUndefined();
      return;
    }
    await client.user.deleteCryptoWallet(auth.user.crypto_wallets[0]?.crypto_wallet_id ?? '');
    expect(client.user.getSync()?.crypto_wallets).toEqual([]);
  });
});

// A direct call, no SDK: run once, not per major.
describe('test API: crypto wallets', () => {
  let server: RunningTestApi;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names a malformed address', async () => {
    const res = await call<{ error_type: string; error_message: string }>(
      server.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate/start/primary',
      { crypto_wallet_address: '0x1234', crypto_wallet_type: 'ethereum' },
      { publicToken: uniqueToken() },
    );
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('invalid_crypto_wallet_address');
  });
});
