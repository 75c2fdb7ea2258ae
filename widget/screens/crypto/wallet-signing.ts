import bs58 from 'bs58';
import type { DetectedWallet, SolanaPublicKey } from './detect-wallets';

// Talking to the wallet itself, in the browser and not through the Stytch client: the account
// request or Solana connect for the address, then a signature over the server's challenge.

/** The EIP-1193 error code for "the user rejected the request" (Phantom uses it too). */
export const USER_REJECTED = 4001;

/** Whether a wallet's error says the person declined its prompt. */
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === USER_REJECTED || code === 'ACTION_REJECTED') return true;
  return typeof message === 'string' && /user (rejected|denied|cancel)/i.test(message);
}

function base58Of(key: SolanaPublicKey): string {
  return typeof key.toBase58 === 'function' ? key.toBase58() : key.toString();
}

/** Asks the wallet for the address to log in with (its prompt opens here). */
export async function connectWallet(wallet: DetectedWallet): Promise<string> {
  if (wallet.chain === 'ethereum') {
    const accounts = await wallet.provider.request({ method: 'eth_requestAccounts' });
    const address = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof address !== 'string' || !address) {
      throw new Error('The wallet returned no account.');
    }
    return address;
  }
  const answer = await wallet.provider.connect();
  const key = answer?.publicKey ?? wallet.provider.publicKey;
  if (!key) throw new Error('The wallet returned no public key.');
  return base58Of(key);
}

/**
 * The message as `personal_sign` takes it: 0x-prefixed hex of its UTF-8 bytes. Wallets read
 * hex as the bytes to sign (plain text that happens to look like hex would be misread), so the
 * wallet signs exactly the challenge's text, as the server verifies it.
 */
export function personalSignMessage(message: string): `0x${string}` {
  let hex = '';
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0');
  return `0x${hex}`;
}

/** The signature bytes out of a Solana wallet's answer (`{ signature }` or the bytes). */
export function solanaSignatureBytes(answer: unknown): Uint8Array {
  const value =
    typeof answer === 'object' && answer !== null && 'signature' in answer
      ? (answer as { signature: unknown }).signature
      : answer;
  if (value instanceof Uint8Array) return value;
  if (Array.isArray(value) && value.every((n) => Number.isInteger(n))) {
    return Uint8Array.from(value as number[]);
  }
  throw new Error('The wallet returned no signature.');
}

/**
 * Has the wallet sign the challenge (its prompt opens here). Ethereum: `personal_sign` with
 * the message and the address, answering a hex signature. Solana: the UTF-8 bytes of the
 * message signed, the signature base58-encoded.
 */
export async function signWithWallet(
  wallet: DetectedWallet,
  message: string,
  address: string,
): Promise<string> {
  if (wallet.chain === 'ethereum') {
    const signature = await wallet.provider.request({
      method: 'personal_sign',
      params: [personalSignMessage(message), address],
    });
    if (typeof signature !== 'string' || !signature) {
      throw new Error('The wallet returned no signature.');
    }
    return signature;
  }
  const bytes = new TextEncoder().encode(message);
  const { provider } = wallet;
  const answer = provider.signMessage
    ? await provider.signMessage(bytes, 'utf8')
    : await provider.request?.({
        method: 'signMessage',
        params: { message: bytes, display: 'utf8' },
      });
  return bs58.encode(solanaSignatureBytes(answer));
}
