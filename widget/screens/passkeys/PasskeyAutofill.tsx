import { useConditionalMediation } from './useConditionalMediation';
import { usePasskeyLogin } from './usePasskeyLogin';

/** Draws nothing: while Main shows it, passkeys are offered in the email field's autofill. */
export function PasskeyAutofill() {
  useConditionalMediation(usePasskeyLogin());
  return null;
}
