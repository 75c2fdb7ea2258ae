import type { WalletOption } from '../../flow/state';

/** The chain a wallet signs for; sent to the server as `crypto_wallet_type`. */
export type WalletChain = 'ethereum' | 'solana';

/** The wallets in the product's order: Main and Crypto Other list them this way, so both agree. */
export const WALLET_ORDER: readonly WalletOption[] = [
  'phantom',
  'vessel',
  'binance',
  'coinbase',
  'metamask',
  'otherEthereum',
  'otherSolana',
];

/** The id of each wallet's display name (filled into 'Continue with {wallet}'). */
export const WALLET_NAME = {
  phantom: 'crypto.wallet.phantom',
  vessel: 'crypto.wallet.vessel',
  binance: 'crypto.wallet.binance',
  coinbase: 'crypto.wallet.coinbase',
  metamask: 'crypto.wallet.metamask',
  otherEthereum: 'crypto.wallet.otherEthereum',
  otherSolana: 'crypto.wallet.otherSolana',
} as const satisfies Record<WalletOption, string>;

/** Where Crypto Setup Wallet sends someone without a wallet, in the product's order. */
export const WALLET_DOWNLOADS: readonly { wallet: WalletOption; url: string }[] = [
  { wallet: 'vessel', url: 'https://www.vessel.finance/' },
  { wallet: 'metamask', url: 'https://metamask.io/download/' },
  { wallet: 'phantom', url: 'https://phantom.com/download' },
  { wallet: 'coinbase', url: 'https://www.coinbase.com/wallet/downloads' },
  { wallet: 'binance', url: 'https://www.binance.com/en/web3wallet' },
];
