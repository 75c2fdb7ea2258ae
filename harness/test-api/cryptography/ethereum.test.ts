import { bytesToHex } from '@noble/hashes/utils';
import { getAddress, hashMessage, isAddress, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  checksumAddress,
  hexStringToBytes,
  isEthereumAddress,
  personalMessageHash,
  randomAccount,
  recoverPersonalSigner,
  signPersonalMessage,
  verifyPersonalSignature,
} from './ethereum';

// viem (a devDependency) is the reference these checks are held against, both ways: what it
// signs verifies here, and what this signs verifies in viem.

const messages: (string | Uint8Array)[] = [
  'hello',
  '',
  'Sign in with your Ethereum account: ünïcödé ✓',
  'x'.repeat(300),
  Uint8Array.from([0, 1, 2, 255]),
];
const asViemMessage = (m: string | Uint8Array) => (typeof m === 'string' ? m : { raw: m });

describe('Ethereum addresses', () => {
  it('checksums as EIP-55 does (the EIP’s own examples and viem’s getAddress)', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(checksumAddress(address.toLowerCase())).toBe(address);
      expect(checksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address);
    }
    for (let i = 0; i < 20; i++) {
      const { address } = privateKeyToAccount(generatePrivateKey());
      expect(checksumAddress(address.toLowerCase())).toBe(getAddress(address));
    }
  });

  it('accepts what viem accepts without strict checksums, and refuses the rest', () => {
    const cases = [
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae',
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaedd',
      '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed00',
      '0xgaaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      '',
    ];
    for (const address of cases) {
      expect(isEthereumAddress(address)).toBe(isAddress(address, { strict: false }));
    }
    expect(() => checksumAddress('0x1234')).toThrow(/Not an Ethereum address/);
  });
});

describe('EIP-191 personal_sign', () => {
  it('hashes messages as viem’s hashMessage does', () => {
    for (const message of messages) {
      expect(`0x${bytesToHex(personalMessageHash(message))}`).toBe(
        hashMessage(asViemMessage(message)),
      );
    }
  });

  it('signs exactly what viem signs with the same key (deterministic, low s, v 27/28)', async () => {
    const key = generatePrivateKey();
    const account = privateKeyToAccount(key);
    for (const message of messages) {
      const ours = signPersonalMessage(hexStringToBytes(key), message);
      expect(ours).toBe(await account.signMessage({ message: asViemMessage(message) }));
      expect(
        await verifyMessage({
          address: account.address,
          message: asViemMessage(message),
          signature: ours as `0x${string}`,
        }),
      ).toBe(true);
    }
  });

  it('recovers the signer of viem’s signatures, and refuses other messages, signers and junk', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const other = randomAccount();
    for (const message of messages) {
      const signature = await account.signMessage({ message: asViemMessage(message) });
      expect(recoverPersonalSigner(message, signature)).toBe(account.address);
      expect(verifyPersonalSignature(account.address.toLowerCase(), message, signature)).toBe(true);
      expect(verifyPersonalSignature(other.address, message, signature)).toBe(false);
      expect(verifyPersonalSignature(account.address, `${String(message)}!`, signature)).toBe(
        false,
      );
      // v as 0/1 (yParity) names the same signer as 27/28.
      const yParity = `${signature.slice(0, 130)}0${Number.parseInt(signature.slice(130), 16) - 27}`;
      expect(recoverPersonalSigner(message, yParity)).toBe(account.address);
    }
    const signature = await account.signMessage({ message: 'hello' });
    expect(recoverPersonalSigner('hello', `${signature.slice(0, 130)}1d`)).toBeNull();
    expect(recoverPersonalSigner('hello', '0x1234')).toBeNull();
    expect(recoverPersonalSigner('hello', `0x${'00'.repeat(65)}`)).toBeNull();
    expect(recoverPersonalSigner('hello', `0x${'ff'.repeat(64)}1b`)).toBeNull();
    expect(verifyPersonalSignature('not an address', 'hello', signature)).toBe(false);
  });

  it('gives each random account its own key, whose address viem derives the same', () => {
    const a = randomAccount();
    const b = randomAccount();
    expect(a.address).not.toBe(b.address);
    expect(privateKeyToAccount(`0x${bytesToHex(a.privateKey)}`).address).toBe(a.address);
  });

  it('reads 0x-hex as bytes, with an odd digit count padded as wallets do', () => {
    expect(Array.from(hexStringToBytes('0x'))).toEqual([]);
    expect(Array.from(hexStringToBytes('0xabc'))).toEqual([0x0a, 0xbc]);
    expect(() => hexStringToBytes('abc')).toThrow(/Not 0x-prefixed hex/);
  });
});
