import { Screen } from '../flow/screens';
import { MagicLinkEmailForm } from '../screens/emailMagicLinks/MagicLinkEmailForm';
import { lazyChunk } from '../ui/lazy-component';
import type { ProductEntry } from './types';

export const emailMagicLinksProduct: ProductEntry = {
  id: 'emailMagicLinks',
  // Above email OTP (which cannot be combined with it anyway), below passwords.
  tabForms: () => [{ tab: 'email', priority: 2, Form: MagicLinkEmailForm }],
  screens: {
    // After a send, from a lazy chunk: Main's first render does not carry it.
    [Screen.EmailConfirmation]: lazyChunk(() => import('../screens/emailMagicLinks/screens-chunk'))(
      'EmailConfirmation',
    ),
  },
};
