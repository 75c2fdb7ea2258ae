import type { OtpMethod } from '../config/constants';
import { Screen } from '../flow/screens';
import { EmailOtpForm } from '../screens/otp/EmailOtpForm';
import { OtpAuthenticate } from '../screens/otp/OtpAuthenticate';
import { OtpConfirmation } from '../screens/otp/OtpConfirmation';
import { SmsOtpForm, WhatsAppOtpForm } from '../screens/otp/PhoneOtpForm';
import type { ProductEntry, TabForm } from './types';

/** Each OTP method's form on Main, under the tab of the same name. */
const FORMS: Record<OtpMethod, TabForm> = {
  sms: { tab: 'sms', priority: 1, Form: SmsOtpForm },
  whatsapp: { tab: 'whatsapp', priority: 1, Form: WhatsAppOtpForm },
  email: { tab: 'email', priority: 1, Form: EmailOtpForm },
};

export const otpProduct: ProductEntry = {
  id: 'otp',
  tabForms: (config) => (config.otpOptions?.methods ?? []).map((method) => FORMS[method]),
  screens: {
    [Screen.OtpAuthenticate]: OtpAuthenticate,
    [Screen.OtpConfirmation]: OtpConfirmation,
  },
};
