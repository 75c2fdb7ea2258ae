import { CryptoProgress } from './CryptoProgress';
import { useCryptoConnect } from './useCryptoConnect';

/** Crypto Connect: 'Connecting to your wallet...' while the wallet asks to connect. */
export function CryptoConnect() {
  useCryptoConnect();
  return <CryptoProgress title="cryptoConnect.title" body="cryptoConnect.body" />;
}
