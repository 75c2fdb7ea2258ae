import type { OtpMethod } from '../config/constants';
import { Screen } from '../flow/screens';
import { EmailOtpForm } from '../screens/otp/EmailOtpForm';
import { SmsOtpForm, WhatsAppOtpForm } from '../screens/otp/PhoneOtpForm';
import { lazyChunk } from '../ui/lazy-component';
import type { ProductEntry, TabForm } from './types';

// The screens after a send come in a lazy chunk: Main's first render does not carry them.
const fromChunk = lazyChunk(() => import('../screens/otp/screens-chunk'));

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
    [Screen.OtpAuthenticate]: fromChunk('OtpAuthenticate'),
    [Screen.OtpConfirmation]: fromChunk('OtpConfirmation'),
  },
};
