import { Screen } from '../flow/screens';
import { lazyChunk } from '../ui/lazy-component';
import type { ProductEntry } from './types';

// Everything the passwords product draws is in one lazily loaded chunk: a config without
// passwords never fetches it, and the bytes before the first render do not carry it.
const fromChunk = lazyChunk(() => import('../screens/passwords/product-chunk'));

// Made once: a new component type on each Main render would remount the form.
const PasswordEmailForm = fromChunk('PasswordEmailForm');

export const passwordsProduct: ProductEntry = {
  id: 'passwords',
  // Passwords take the email tab from magic links and email OTP: with passwords on, the email
  // form asks for a password first and offers links or codes from there.
  tabForms: () => [{ tab: 'email', priority: 3, Form: PasswordEmailForm }],
  screens: {
    [Screen.PasswordCreateOrLogin]: fromChunk('PasswordCreateOrLogin'),
    [Screen.PasswordForgot]: fromChunk('PasswordForgot'),
    [Screen.PasswordSetNew]: fromChunk('PasswordSetNew'),
    [Screen.PasswordBreached]: fromChunk('PasswordBreached'),
    [Screen.PasswordDedupe]: fromChunk('PasswordDedupe'),
    [Screen.PasswordConfirmation]: fromChunk('PasswordConfirmation'),
  },
};
