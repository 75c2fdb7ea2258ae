import type { WidgetConfig } from '../../config/schema';

/**
 * Main holds at most this many social and wallet buttons together, 'Continue with other Crypto
 * Wallet' included, so Main stays short; the other wallets wait on Crypto Other.
 */
export const MAIN_BUTTON_LIMIT = 6;

/** The social providers Main shows: those configured, when the oauth product is on. */
export function socialProviderCount(config: WidgetConfig): number {
  if (!config.products.includes('oauth')) return 0;
  return config.oauthOptions?.providers.length ?? 0;
}

/**
 * How many wallet buttons go on Main: 6 minus the social providers minus 1 (the room of the
 * 'Continue with other Crypto Wallet' button), never fewer than none.
 */
export function mainWalletCount(config: WidgetConfig): number {
  return Math.max(0, MAIN_BUTTON_LIMIT - socialProviderCount(config) - 1);
}

/** The detected wallets split between Main and the Crypto Other screen, order kept. */
export function splitWallets<T>(wallets: readonly T[], onMain: number): { main: T[]; other: T[] } {
  return { main: wallets.slice(0, onMain), other: wallets.slice(onMain) };
}
