import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { hexToString, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import type { DetectedWallet, EthereumProvider, SolanaProvider } from './detect-wallets';
import {
  connectWallet,
  isUserRejection,
  personalSignMessage,
  signWithWallet,
  solanaSignatureBytes,
} from './wallet-signing';

const CHALLENGE = 'Signing in with Project: project-test-1\nNonce: é✓ 0xdead';

function ethereumWallet() {
  const account = privateKeyToAccount(generatePrivateKey());
  const request = vi.fn(
    async ({ method, params }: { method: string; params?: readonly unknown[] }) => {
      if (method === 'eth_requestAccounts') return [account.address];
      if (method === 'personal_sign') {
        const [message] = params as [`0x${string}`, string];
        return account.signMessage({ message: { raw: message } });
      }
      throw new Error(method);
    },
  );
  const wallet: DetectedWallet = {
    option: 'metamask',
    chain: 'ethereum',
    provider: { request } as EthereumProvider,
  };
  return { account, request, wallet };
}

function solanaWallet() {
  const keys = nacl.sign.keyPair();
  const publicKey = { toBase58: () => bs58.encode(keys.publicKey), toString: () => 'not base58' };
  const signMessage = vi.fn(async (message: Uint8Array) => ({
    signature: nacl.sign.detached(message, keys.secretKey),
  }));
  const provider: SolanaProvider = { connect: async () => ({ publicKey }), signMessage };
  const wallet: DetectedWallet = { option: 'phantom', chain: 'solana', provider };
  return { keys, signMessage, wallet };
}

describe('Ethereum wallets', () => {
  it('connect by eth_requestAccounts and sign by personal_sign with [message, address]', async () => {
    const { account, request, wallet } = ethereumWallet();
    const address = await connectWallet(wallet);
    expect(address).toBe(account.address);
    const signature = await signWithWallet(wallet, CHALLENGE, address);
    expect(request).toHaveBeenLastCalledWith({
      method: 'personal_sign',
      params: [personalSignMessage(CHALLENGE), address],
    });
    // What the server checks: an EIP-191 signature of the challenge's text by that address.
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(
      await verifyMessage({
        address: account.address,
        message: CHALLENGE,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
  });

  it('hands personal_sign the UTF-8 bytes of the message as 0x-hex', () => {
    expect(personalSignMessage('hi')).toBe('0x6869');
    expect(hexToString(personalSignMessage(CHALLENGE))).toBe(CHALLENGE);
  });

  it('fails when the wallet answers no account', async () => {
    const wallet: DetectedWallet = {
      option: 'otherEthereum',
      chain: 'ethereum',
      provider: { request: async () => [] },
    };
    await expect(connectWallet(wallet)).rejects.toThrow('no account');
  });
});

describe('Solana wallets', () => {
  it('connect for the base58 public key and sign the text-encoded message, base58-encoded', async () => {
    const { keys, signMessage, wallet } = solanaWallet();
    const address = await connectWallet(wallet);
    expect(address).toBe(bs58.encode(keys.publicKey));
    const signature = await signWithWallet(wallet, CHALLENGE, address);
    expect(signMessage.mock.calls[0]?.[0]).toEqual(new TextEncoder().encode(CHALLENGE));
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode(CHALLENGE),
        bs58.decode(signature),
        keys.publicKey,
      ),
    ).toBe(true);
  });

  it("uses the provider's request when it has no signMessage", async () => {
    const keys = nacl.sign.keyPair();
    const request = vi.fn(async ({ params }: { method: string; params?: unknown }) => ({
      signature: nacl.sign.detached((params as { message: Uint8Array }).message, keys.secretKey),
    }));
    const wallet: DetectedWallet = {
      option: 'otherSolana',
      chain: 'solana',
      provider: { connect: async () => undefined, request },
    };
    const signature = await signWithWallet(wallet, CHALLENGE, bs58.encode(keys.publicKey));
    expect(request).toHaveBeenCalledWith({
      method: 'signMessage',
      params: { message: new TextEncoder().encode(CHALLENGE), display: 'utf8' },
    });
    expect(bs58.decode(signature)).toHaveLength(64);
  });

  it('reads the public key a wallet keeps on itself after connect', async () => {
    const provider: SolanaProvider = {
      connect: async () => undefined,
      publicKey: { toString: () => 'So11111111111111111111111111111111111111112' },
    };
    expect(await connectWallet({ option: 'otherSolana', chain: 'solana', provider })).toBe(
      'So11111111111111111111111111111111111111112',
    );
  });

  it('takes a signature given as bytes, an array or { signature }, and refuses anything else', () => {
    const bytes = Uint8Array.from([1, 2, 3]);
    expect(solanaSignatureBytes(bytes)).toEqual(bytes);
    expect(solanaSignatureBytes({ signature: [1, 2, 3] })).toEqual(bytes);
    expect(() => solanaSignatureBytes({ signature: 'abc' })).toThrow('no signature');
    expect(() => solanaSignatureBytes(undefined)).toThrow('no signature');
  });
});

describe('isUserRejection', () => {
  it.each([
    [{ code: 4001, message: 'User rejected the request.' }, true],
    [{ code: 'ACTION_REJECTED' }, true],
    [new Error('User rejected the request.'), true],
    [{ code: -32603, message: 'Internal error' }, false],
    [new Error('network down'), false],
    ['4001', false],
    [null, false],
  ])('%o → %s', (error, rejected) => {
    expect(isUserRejection(error)).toBe(rejected);
  });
});
