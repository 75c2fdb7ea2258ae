import { appPasskeyScenarios } from './app-passkeys';
import { cryptoScenarios } from './crypto';
import { emailOtpScenario } from './email-otp';
import { magicLinkScenario } from './magic-link';
import { oauthScenario } from './oauth';
import { oneTapScenario } from './one-tap';
import { passkeyScenario, passkeyWithoutEmailScenario } from './passkeys';
import { passwordLoginScenario, passwordlessScenarios, passwordSignUpScenario } from './passwords';
import { resetByEmailScenario, resetLoginWithoutPasswordScenario } from './reset-password';
import { smsOtpScenario } from './sms-otp';
import type { Scenario } from './types';
import { whatsappOtpScenario } from './whatsapp-otp';

/** Every smoke scenario, each naming its mount mode; a new one adds its file and a line here. */
export const scenarios: Scenario[] = [
  emailOtpScenario,
  smsOtpScenario,
  whatsappOtpScenario,
  magicLinkScenario,
  passwordSignUpScenario,
  passwordLoginScenario,
  ...passwordlessScenarios,
  resetByEmailScenario,
  resetLoginWithoutPasswordScenario,
  passkeyScenario,
  passkeyWithoutEmailScenario,
  ...appPasskeyScenarios,
  oauthScenario,
  oneTapScenario,
  ...cryptoScenarios,
];
