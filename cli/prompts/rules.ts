import { OTP_METHODS, type OtpMethod, type Product } from '../../widget/config/constants';
import { en } from '../../widget/i18n/en';

// The spec's composition rules, checked while the user picks (section 2, main login screen),
// with the reason the widget itself would show.

export function productsProblem(products: readonly Product[]): string | null {
  if (products.length === 0) return 'pick at least one product (space to select, enter to confirm)';
  if (products.length === 1 && products[0] === 'passkeys') {
    return `Passkeys cannot be the only product: people need another way to sign up first. The widget would show "${en['config.passkeysAlone']}"`;
  }
  return null;
}

export function otpMethodsProblem(
  methods: readonly OtpMethod[],
  products: readonly Product[],
): string | null {
  if (methods.length === 0) return 'pick at least one way to send the passcode';
  if (methods.includes('email') && products.includes('emailMagicLinks')) {
    return `email passcodes cannot be combined with email magic links. The widget would show "${en['config.emlAndEmailOtp']}"; pick sms or whatsapp, or drop emailMagicLinks`;
  }
  return null;
}

/** The OTP methods allowed next to these products, with the reason for any that is not. */
export function otpMethodAvailability(
  products: readonly Product[],
): Record<OtpMethod, true | string> {
  const result = Object.fromEntries(OTP_METHODS.map((m) => [m, true])) as Record<
    OtpMethod,
    true | string
  >;
  if (products.includes('emailMagicLinks')) {
    result.email = 'not with email magic links: "Cannot use both EML and Email OTP"';
  }
  return result;
}
