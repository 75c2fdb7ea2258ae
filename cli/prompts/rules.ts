import { OTP_METHODS, type OtpMethod, type Product } from '../../widget/config/constants';
import { emlWithEmailOtpProblem, passkeysAloneProblem } from '../../widget/modes/login/rules';

// The login screen's composition rules, checked while the user picks: the widget's own rules,
// so init refuses exactly what the widget would show as a configuration error.

export function productsProblem(products: readonly Product[]): string | null {
  if (products.length === 0) return 'pick at least one product (space to select, enter to confirm)';
  const alone = passkeysAloneProblem(products);
  return alone
    ? `people need another way to sign up first; the widget would show "${alone}"`
    : null;
}

export function otpMethodsProblem(
  methods: readonly OtpMethod[],
  products: readonly Product[],
): string | null {
  if (methods.length === 0) return 'pick at least one way to send the passcode';
  const clash = emlWithEmailOtpProblem(products, methods);
  return clash
    ? `the widget would show "${clash}"; pick sms or whatsapp, or drop emailMagicLinks`
    : null;
}

/** The OTP methods allowed next to these products, with the widget's reason for any that is not. */
export function otpMethodAvailability(
  products: readonly Product[],
): Record<OtpMethod, true | string> {
  return Object.fromEntries(
    OTP_METHODS.map((method) => {
      const clash = emlWithEmailOtpProblem([...products, 'otp'], [method]);
      return [method, clash ? `not with email magic links: "${clash}"` : true];
    }),
  ) as Record<OtpMethod, true | string>;
}
