import { waitForMessage } from '../../test-api';
import { OtpPage } from '../pages/OtpPage';
import { openLoginPage } from '../pages/open-login-page';
import { type PhoneChannel, PhonePage } from '../pages/PhonePage';
import { englishText } from '../pages/ui-text';
import { NEEDS } from './needs';
import { offersOtp } from './select';
import { expectLoggedIn } from './session';
import type { Scenario, ScenarioContext } from './types';

/** A valid US number nobody else uses in this run: (213) NXX-XXXX. */
export function uniqueUsNumber(): { national: string; e164: string } {
  const exchange = String(200 + Math.floor(Math.random() * 800));
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { national: `213${exchange}${line}`, e164: `+1213${exchange}${line}` };
}

/** Phone OTP end to end: number → code from the outbox (sent to E.164) → success. */
export async function runPhoneOtp(context: ScenarioContext, channel: PhoneChannel): Promise<void> {
  const { page, pageUrl, apiUrl, t = englishText } = context;
  const number = uniqueUsNumber();
  await openLoginPage(page, pageUrl, t);
  const phone = new PhonePage(page, channel, t);
  await phone.openOwnTabIfTabbed();
  await phone.waitUntilReady();
  await phone.submitNumber(number.national);
  const otp = new OtpPage(page, t);
  await otp.waitUntilShown();
  const message = await waitForMessage(apiUrl, { to: number.e164, channel });
  if (!message.code) throw new Error(`The ${channel} message to ${number.e164} has no code`);
  await otp.enterCode(message.code);
  await expectLoggedIn(context, () => otp.expectSuccess());
}

export const smsOtpScenario: Scenario = {
  name: 'login: SMS one-time passcode',
  mountMode: 'login',
  needs: NEEDS.otp,
  appliesTo: (config) => offersOtp(config, 'sms'),
  run: (context) => runPhoneOtp(context, 'sms'),
};
