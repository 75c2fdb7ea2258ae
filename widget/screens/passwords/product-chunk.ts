// The passwords product's lazily loaded part: Main's email form and the screens behind it
// (products/passwords.ts loads it), and the reset mount's form (modes/resetPassword loads it).
// Configs without passwords never fetch it; its strings and styles come with it.
import { addDefaultStrings } from '../../i18n/en';
import { enPasswords } from '../../i18n/en-passwords';
import { addStylesheetRules } from '../../theme/stylesheet';
import { PASSWORDS_CSS } from './passwords-css';

addDefaultStrings(enPasswords);
addStylesheetRules(PASSWORDS_CSS);

export { PasswordBreached } from './PasswordBreached';
export { PasswordConfirmation } from './PasswordConfirmation';
export { PasswordCreateOrLogin } from './PasswordCreateOrLogin';
export { PasswordDedupe } from './PasswordDedupe';
export { PasswordEmailForm } from './PasswordEmailForm';
export { PasswordForgot } from './PasswordForgot';
export { PasswordResetForm } from './PasswordResetForm';
export { PasswordSetNew } from './PasswordSetNew';

export type PasswordsChunk = typeof import('./product-chunk');
