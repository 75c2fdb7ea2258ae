import { emailOtpScenario } from './email-otp';
import { magicLinkScenario } from './magic-link';
import { smsOtpScenario } from './sms-otp';
import type { Scenario } from './types';
import { whatsappOtpScenario } from './whatsapp-otp';

/** Every smoke scenario; each product or mount mode adds its own file and a line here. */
export const scenarios: Scenario[] = [
  emailOtpScenario,
  smsOtpScenario,
  whatsappOtpScenario,
  magicLinkScenario,
];
