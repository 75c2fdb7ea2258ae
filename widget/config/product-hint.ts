import { AVAILABLE_PRODUCTS } from './available-products';
import { OTP_METHODS, type OtpMethod } from './constants';
import { closest } from './did-you-mean';

/**
 * The fix for a name that is not a product: OTP methods and magic-link nicknames point at the
 * right product, anything else at the nearest product this build can show. `methodsFix`
 * words the OTP case for where the user typed it (a config key or an `init` flag).
 */
export function productHint(
  value: string,
  methodsFix: (method: OtpMethod) => string = (m) => `otpOptions.methods ["${m}"]`,
): string {
  const lower = value.toLowerCase();
  const method = OTP_METHODS.find((m) => m === lower);
  if (method) return `did you mean "otp" with ${methodsFix(method)}?`;
  if (['eml', 'magiclinks', 'magiclink', 'magic-links', 'magic_links'].includes(lower)) {
    return 'did you mean "emailMagicLinks"?';
  }
  const guess = closest(value, AVAILABLE_PRODUCTS);
  return guess ? `did you mean "${guess}"?` : `expected one of ${AVAILABLE_PRODUCTS.join(', ')}`;
}
