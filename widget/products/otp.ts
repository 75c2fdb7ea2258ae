import { Screen } from '../flow/screens';
import { EmailOtpForm } from '../screens/otp/EmailOtpForm';
import { OTPAuthenticate } from '../screens/otp/OTPAuthenticate';
import { OTPConfirmation } from '../screens/otp/OTPConfirmation';
import type { ProductEntry, TabForm } from './types';

export const otpProduct: ProductEntry = {
  id: 'otp',
  tabForms: (config) =>
    (config.otpOptions?.methods ?? []).flatMap((method): TabForm[] =>
      method === 'email' ? [{ tab: 'email', priority: 1, Form: EmailOtpForm }] : [],
    ),
  screens: {
    [Screen.OTPAuthenticate]: OTPAuthenticate,
    [Screen.OTPConfirmation]: OTPConfirmation,
  },
};
