import { CryptoProgress } from './CryptoProgress';
import { useCryptoSignMessage } from './useCryptoSignMessage';

/** Crypto Sign Message: 'Completing signature request...' while the wallet asks to sign. */
export function CryptoSignMessage() {
  useCryptoSignMessage();
  return <CryptoProgress title="cryptoSign.title" body="cryptoSign.body" />;
}
