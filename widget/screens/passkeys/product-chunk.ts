// The passkeys product's lazily loaded part: Main's passkey button and autofill, Passkey
// Confirmation (products/passkeys.ts loads it), and the registration mount's screens
// (modes/passkeyRegistration loads it). Configs without passkeys never fetch it; its strings
// and styles come with it.
import { addDefaultStrings } from '../../i18n/en';
import { enPasskeys } from '../../i18n/en-passkeys';
import { addStylesheetRules } from '../../theme/stylesheet';
import { PASSKEYS_CSS } from './passkeys-css';

addDefaultStrings(enPasskeys);
addStylesheetRules(PASSKEYS_CSS);

export { PasskeyAutofill } from './PasskeyAutofill';
export { PasskeyButton } from './PasskeyButton';
export { PasskeyConfirmation } from './PasskeyConfirmation';
export { PasskeyRegistrationStart } from './PasskeyRegistrationStart';
export { PasskeyRegistrationSuccess } from './PasskeyRegistrationSuccess';

export type PasskeysChunk = typeof import('./product-chunk');
