import { NEEDS } from './needs';
import { offersOtp } from './select';
import { runPhoneOtp } from './sms-otp';
import type { Scenario } from './types';

export const whatsappOtpScenario: Scenario = {
  name: 'login: WhatsApp one-time passcode',
  mountMode: 'login',
  needs: NEEDS.otp,
  appliesTo: (config) => offersOtp(config, 'whatsapp'),
  run: (context) => runPhoneOtp(context, 'whatsapp'),
};
