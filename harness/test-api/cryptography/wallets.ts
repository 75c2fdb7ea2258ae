import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { getAddress, isAddress, verifyMessage } from 'viem';

// Signature checks for wallet logins: Ethereum personal_sign (EIP-191, the address is
// recovered from the signature) and Solana ed25519 over the UTF-8 message (base58 values).

export type WalletType = 'ethereum' | 'solana';

/** Canonical form of an address, or null if it is not one. */
export function normaliseAddress(type: WalletType, address: string): string | null {
  if (type === 'ethereum') {
    return isAddress(address, { strict: false }) ? address.toLowerCase() : null;
  }
  try {
    return bs58.decode(address).length === 32 ? address : null;
  } catch {
    return null;
  }
}

/** EIP-55 checksummed form, as SIWE messages require. */
export const checksumAddress = (address: string): string => getAddress(address);

export async function verifyWalletSignature(
  type: WalletType,
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  try {
    if (type === 'ethereum') {
      if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
      return await verifyMessage({
        address: getAddress(address),
        message,
        signature: signature as `0x${string}`,
      });
    }
    const sig = bs58.decode(signature);
    const key = bs58.decode(address);
    if (sig.length !== 64 || key.length !== 32) return false;
    return nacl.sign.detached.verify(new TextEncoder().encode(message), sig, key);
  } catch {
    return false;
  }
}
