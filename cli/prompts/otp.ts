import { OTP_EXPIRATION_MINUTES } from '../../widget/config/api-limits';
import {
  OTP_EXPIRATION_MINUTES_DEFAULT,
  OTP_METHODS,
  type OtpMethod,
  type Product,
} from '../../widget/config/constants';
import type { InitAnswers } from '../init/answers';
import type { FlagSpec, InitFlags } from '../init/flags';
import { AnswerError, type AskContext, answer } from './ask';
import { parseNames } from './checks';
import { askMinutes } from './minutes';
import { otpMethodAvailability, otpMethodsProblem } from './rules';

export const OTP_FLAGS: FlagSpec[] = [
  {
    flags: '--otp-methods <list>',
    description:
      'otp: comma-separated sms, whatsapp, email (default email, or sms next to emailMagicLinks)',
  },
  {
    flags: '--otp-expiration <minutes>',
    description: `otp: code lifetime (default ${OTP_EXPIRATION_MINUTES_DEFAULT})`,
  },
];

const LABELS: Record<OtpMethod, string> = {
  email: 'Email',
  sms: 'Text message (SMS)',
  whatsapp: 'WhatsApp',
};

/** `previous`: the options being changed (from init's summary), offered as the defaults. */
export async function askOtpOptions(
  context: AskContext,
  flags: InitFlags,
  products: readonly Product[],
  previous?: InitAnswers['otp'],
): Promise<NonNullable<InitAnswers['otp']>> {
  const availability = otpMethodAvailability(products);
  // The previous methods that are still allowed next to these products, else the default.
  const kept = previous?.methods.filter((method) => availability[method] === true) ?? [];
  const defaultMethods: OtpMethod[] = kept.length
    ? kept
    : availability.email === true
      ? ['email']
      : ['sms'];
  const methods = await answer(context, {
    flag: '--otp-methods',
    given: flags.otpMethods,
    default: defaultMethods,
    parse: (raw) => {
      const parsed = parseNames(String(raw), OTP_METHODS, 'OTP method');
      if ('problem' in parsed) throw new AnswerError(parsed.problem);
      const problem = otpMethodsProblem(parsed.value, products);
      if (problem) throw new AnswerError(problem);
      return parsed.value;
    },
    ask: (prompter) =>
      prompter.checkbox({
        message: 'One-time passcodes: send them by',
        // Methods that cannot be picked go last, so the cursor starts on one that can.
        choices: (['email', 'sms', 'whatsapp'] as const)
          .slice()
          .sort((a, b) => Number(availability[a] !== true) - Number(availability[b] !== true))
          .map((method) => {
            const available = availability[method];
            return {
              value: method,
              name: LABELS[method],
              checked: defaultMethods.includes(method),
              ...(available === true ? {} : { disabled: available }),
            };
          }),
        validate: (picked) => otpMethodsProblem(picked, products),
      }),
  });
  const expirationMinutes = await askMinutes(
    context,
    '--otp-expiration',
    flags.otpExpiration,
    'One-time passcodes: minutes before a code expires',
    previous?.expirationMinutes ?? OTP_EXPIRATION_MINUTES_DEFAULT,
    OTP_EXPIRATION_MINUTES,
  );
  return { methods, expirationMinutes };
}
