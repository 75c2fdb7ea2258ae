// The Crypto screens (Connect, Sign Message, Other, Setup Wallet, Error, Confirmation) with the
// wallets' connect and signing code and bs58: loaded after Main's wallet block, which does not
// need them to draw.
import './strings-and-styles';

export { CryptoConfirmation } from './CryptoConfirmation';
export { CryptoConnect } from './CryptoConnect';
export { CryptoError } from './CryptoError';
export { CryptoOther } from './CryptoOther';
export { CryptoSetupWallet } from './CryptoSetupWallet';
export { CryptoSignMessage } from './CryptoSignMessage';

export type CryptoScreensChunk = typeof import('./screens-chunk');
