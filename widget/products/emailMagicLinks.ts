import { Screen } from '../flow/screens';
import { EmailConfirmation } from '../screens/emailMagicLinks/EmailConfirmation';
import { MagicLinkEmailForm } from '../screens/emailMagicLinks/MagicLinkEmailForm';
import type { ProductEntry } from './types';

export const emailMagicLinksProduct: ProductEntry = {
  id: 'emailMagicLinks',
  // Above email OTP (which cannot be combined with it anyway), below passwords.
  tabForms: () => [{ tab: 'email', priority: 2, Form: MagicLinkEmailForm }],
  screens: {
    [Screen.EmailConfirmation]: EmailConfirmation,
  },
};
