import type { WidgetConfig } from '../../config/schema';

/** How a user without a password logs in from the password flow, if the config offers a way. */
export type PasswordlessMethod = 'emailOtp' | 'emailMagicLink';

/**
 * How a user without a password logs in: an email passcode when the OTP methods include email,
 * otherwise an email magic link when that product is configured, otherwise none (a reset email
 * instead).
 */
export function passwordlessMethod(config: WidgetConfig): PasswordlessMethod | null {
  if (config.products.includes('otp') && config.otpOptions?.methods.includes('email')) {
    return 'emailOtp';
  }
  if (config.products.includes('emailMagicLinks')) return 'emailMagicLink';
  return null;
}
