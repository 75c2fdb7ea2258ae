import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { checksumAddress, isEthereumAddress, verifyPersonalSignature } from './ethereum';

// Signature checks for wallet logins: Ethereum personal_sign (EIP-191, the address is
// recovered from the signature) and Solana ed25519 over the UTF-8 message (base58 values).

export type WalletType = 'ethereum' | 'solana';

/** Canonical form of an address, or null if it is not one. */
export function normaliseAddress(type: WalletType, address: string): string | null {
  if (type === 'ethereum') {
    return isEthereumAddress(address) ? address.toLowerCase() : null;
  }
  try {
    return bs58.decode(address).length === 32 ? address : null;
  } catch {
    return null;
  }
}

/** EIP-55 checksummed form, as SIWE messages require. */
export { checksumAddress };

export async function verifyWalletSignature(
  type: WalletType,
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  try {
    if (type === 'ethereum') {
      return verifyPersonalSignature(address, message, signature);
    }
    const sig = bs58.decode(signature);
    const key = bs58.decode(address);
    if (sig.length !== 64 || key.length !== 32) return false;
    return nacl.sign.detached.verify(new TextEncoder().encode(message), sig, key);
  } catch {
    return false;
  }
}
