// The crypto wallets product's part of Main, lazily loaded (products/crypto.ts): the wallet
// block with wallet detection, its strings and styles. The Crypto screens, with signing and
// bs58, are a second chunk (screens-chunk.ts) fetched once Main is up. Configs without crypto
// never fetch either.
import './strings-and-styles';

export { WalletBlock } from './WalletBlock';

export type CryptoBlockChunk = typeof import('./block-chunk');
