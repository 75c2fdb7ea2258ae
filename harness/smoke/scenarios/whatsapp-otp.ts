import { runPhoneOtp } from './sms-otp';
import type { Scenario } from './types';

export const whatsappOtpScenario: Scenario = {
  name: 'login: WhatsApp one-time passcode',
  appliesTo: (products, methods) => products.includes('otp') && methods.includes('whatsapp'),
  run: (context) => runPhoneOtp(context, 'whatsapp'),
};
