import type { OtpMethod, Product } from '../../config/constants';
import type { ConfigProblem } from '../../config/problems';
import type { WidgetConfig } from '../../config/schema';
import { en } from '../../i18n/en';

// Main's own rules (product combinations Main cannot lay out): shown as screen text by the login
// mount, reported by `stytch-widget validate` and enforced by `init` while the user picks.

export function passkeysAloneProblem(products: readonly Product[]): string | null {
  return products.length > 0 && products.every((product) => product === 'passkeys')
    ? en['config.passkeysAlone']
    : null;
}

export function emlWithEmailOtpProblem(
  products: readonly Product[],
  otpMethods: readonly OtpMethod[],
): string | null {
  return products.includes('emailMagicLinks') &&
    products.includes('otp') &&
    otpMethods.includes('email')
    ? en['config.emlAndEmailOtp']
    : null;
}

export function loginConfigProblems(config: WidgetConfig): ConfigProblem[] {
  const messages = [
    passkeysAloneProblem(config.products),
    emlWithEmailOtpProblem(config.products, config.otpOptions?.methods ?? []),
  ];
  return messages.flatMap((message) => (message ? [{ path: 'products', message }] : []));
}
