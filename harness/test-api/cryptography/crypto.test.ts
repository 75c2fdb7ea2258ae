import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { checkCodeVerifier, readCodeChallenge } from './pkce';
import { randomCode, randomToken } from './random';
import { normaliseAddress, verifyWalletSignature } from './wallets';

describe('codes and tokens', () => {
  it('makes 6-digit codes and 44-character tokens', () => {
    const codes = new Set(Array.from({ length: 200 }, randomCode));
    expect([...codes].every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(codes.size).toBeGreaterThan(190);
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('PKCE', () => {
  const verifier = 'a'.repeat(64);
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  it('accepts the matching verifier and refuses others', () => {
    expect(() => checkCodeVerifier(challenge, verifier)).not.toThrow();
    expect(() => checkCodeVerifier(challenge, 'b')).toThrow(/pkce_mismatch/);
    expect(() => checkCodeVerifier(challenge, undefined)).toThrow(/pkce_mismatch/);
    expect(() => checkCodeVerifier(null, verifier)).toThrow(/pkce_mismatch/);
    expect(() => checkCodeVerifier(null, undefined)).not.toThrow();
  });

  it('requires a challenge only when the project says so', () => {
    expect(readCodeChallenge(undefined, false, 'x')).toBeNull();
    expect(() => readCodeChallenge(undefined, true, 'x')).toThrow(/requires PKCE/);
    expect(() => readCodeChallenge('short', false, 'x')).toThrow(/43 characters/);
    expect(readCodeChallenge(challenge, true, 'x')).toBe(challenge);
  });
});

describe('wallet signatures', () => {
  it('verifies Ethereum personal_sign by recovering the address', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signature = await account.signMessage({ message: 'hello' });
    const address = normaliseAddress('ethereum', account.address) ?? '';
    expect(await verifyWalletSignature('ethereum', address, 'hello', signature)).toBe(true);
    expect(await verifyWalletSignature('ethereum', address, 'hello!', signature)).toBe(false);
    expect(await verifyWalletSignature('ethereum', address, 'hello', '0x1234')).toBe(false);
  });

  it('verifies Solana ed25519 signatures in base58', async () => {
    const keys = nacl.sign.keyPair();
    const address = bs58.encode(keys.publicKey);
    const sig = bs58.encode(nacl.sign.detached(new TextEncoder().encode('hi'), keys.secretKey));
    expect(normaliseAddress('solana', address)).toBe(address);
    expect(normaliseAddress('solana', '0OIl')).toBeNull();
    expect(await verifyWalletSignature('solana', address, 'hi', sig)).toBe(true);
    expect(await verifyWalletSignature('solana', address, 'ho', sig)).toBe(false);
  });
});
