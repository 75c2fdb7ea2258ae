import { ConfirmationScreen } from '../../ui/ConfirmationScreen';

/** Crypto Confirmation: the wallet signed and the user is logged in. */
export function CryptoConfirmation() {
  return <ConfirmationScreen title="cryptoConfirmation.title" />;
}
