import { Screen } from '../flow/screens';
import { lazyChunk } from '../ui/lazy-component';
import type { ProductEntry } from './types';

// What the crypto wallets product draws is in two lazily loaded chunks: Main's wallet block
// (with detection), and the Crypto screens (with connecting, signing and bs58), fetched once
// Main is up. A config without crypto fetches neither; this entry is all the first render
// carries.
const fromBlockChunk = lazyChunk(() => import('../screens/crypto/block-chunk'));
const fromChunk = lazyChunk(() => import('../screens/crypto/screens-chunk'));

export const cryptoProduct: ProductEntry = {
  id: 'crypto',
  block: { kind: 'wallet', Block: fromBlockChunk('WalletBlock') },
  screens: {
    [Screen.CryptoConnect]: fromChunk('CryptoConnect'),
    [Screen.CryptoSignMessage]: fromChunk('CryptoSignMessage'),
    [Screen.CryptoOther]: fromChunk('CryptoOther'),
    [Screen.CryptoSetupWallet]: fromChunk('CryptoSetupWallet'),
    [Screen.CryptoError]: fromChunk('CryptoError'),
    [Screen.CryptoConfirmation]: fromChunk('CryptoConfirmation'),
  },
};
