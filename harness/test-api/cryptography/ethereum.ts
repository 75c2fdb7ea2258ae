import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

// The Ethereum pieces wallet logins need, on @noble/curves and @noble/hashes (what viem itself
// signs with) rather than all of viem, which is ~75 MB installed: addresses (EIP-55), EIP-191
// personal_sign hashing, signing with a recovery id, and recovering the signer's address.

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX = /^0x[0-9a-fA-F]*$/;

/** 0x and 40 hex digits, in any case (the checksum is not checked, as wallets lower-case freely). */
export const isEthereumAddress = (address: string): boolean => ADDRESS.test(address);

/** Whether a string is 0x-prefixed hex, which personal_sign reads as bytes rather than text. */
export const isHexString = (value: string): boolean => HEX.test(value);

/** The bytes of 0x-hex (an odd digit count is read with a leading 0, as wallets do). */
export function hexStringToBytes(value: string): Uint8Array {
  if (!isHexString(value)) throw new Error(`Not 0x-prefixed hex: ${value}`);
  const digits = value.slice(2);
  return hexToBytes(digits.length % 2 ? `0${digits}` : digits);
}

/** EIP-55 mixed-case checksum form of an address; throws when it is not an address. */
export function checksumAddress(address: string): string {
  if (!isEthereumAddress(address)) throw new Error(`Not an Ethereum address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    // A letter is upper case when the matching nibble of the hash is 8 or more.
    out += Number.parseInt(hash[i] ?? '0', 16) >= 8 ? lower[i]?.toUpperCase() : lower[i];
  }
  return out;
}

/** The EIP-191 (version 0x45) hash personal_sign signs: prefix, byte length, message. */
export function personalMessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = typeof message === 'string' ? utf8ToBytes(message) : message;
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`);
  return keccak_256(concatBytes(prefix, bytes));
}

/** The address of an uncompressed or compressed secp256k1 public key (checksummed). */
export function publicKeyToAddress(publicKey: Uint8Array): string {
  const point = secp256k1.ProjectivePoint.fromHex(publicKey);
  // The uncompressed key without its 0x04 tag; the address is the last 20 bytes of its hash.
  const hash = keccak_256(point.toRawBytes(false).subarray(1));
  return checksumAddress(`0x${bytesToHex(hash.subarray(12))}`);
}

/** A fresh random private key and its address. */
export function randomAccount(): { privateKey: Uint8Array; address: string } {
  const privateKey = secp256k1.utils.randomPrivateKey();
  return { privateKey, address: publicKeyToAddress(secp256k1.getPublicKey(privateKey)) };
}

/**
 * personal_sign as a wallet answers it: 0x-hex of r, s and v (27 or 28), deterministic
 * (RFC 6979) with a low s.
 */
export function signPersonalMessage(privateKey: Uint8Array, message: string | Uint8Array): string {
  const signature = secp256k1.sign(personalMessageHash(message), privateKey);
  const v = (27 + signature.recovery).toString(16);
  return `0x${signature.toCompactHex()}${v}`;
}

/**
 * The address that signed `message` (EIP-191) with a 65-byte 0x-hex signature, or null when
 * the signature cannot be read. v may be 27/28 or 0/1.
 */
export function recoverPersonalSigner(
  message: string | Uint8Array,
  signature: string,
): string | null {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return null;
  const v = Number.parseInt(signature.slice(130), 16);
  const recovery = v === 27 || v === 28 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return null;
  try {
    const publicKey = secp256k1.Signature.fromCompact(signature.slice(2, 130))
      .addRecoveryBit(recovery)
      .recoverPublicKey(personalMessageHash(message));
    return publicKeyToAddress(publicKey.toRawBytes(false));
  } catch {
    return null;
  }
}

/** Whether `address` signed `message` (EIP-191 personal_sign). */
export function verifyPersonalSignature(
  address: string,
  message: string | Uint8Array,
  signature: string,
): boolean {
  if (!isEthereumAddress(address)) return false;
  const signer = recoverPersonalSigner(message, signature);
  return signer !== null && signer.toLowerCase() === address.toLowerCase();
}
