import type { Product } from '../../widget/config/constants';
import { usageError } from '../errors';
import type { AskContext } from '../prompts/ask';
import type { InitFlags } from './flags';

// A flag for a product that was not chosen would be silently dropped; in a script that is
// almost always a mistake (`--products oauth --otp-methods sms`), so it is an error there.
const FLAG_PRODUCTS: [keyof InitFlags, string, Product[]][] = [
  ['otpMethods', '--otp-methods', ['otp']],
  ['otpExpiration', '--otp-expiration', ['otp']],
  ['emlLoginExpiration', '--eml-login-expiration', ['emailMagicLinks']],
  ['emlSignupExpiration', '--eml-signup-expiration', ['emailMagicLinks']],
  ['oauthProviders', '--oauth-providers', ['oauth']],
  ['oneTapPosition', '--one-tap-position', ['oauth']],
  ['loginRedirectUrl', '--login-redirect-url', ['emailMagicLinks', 'oauth']],
  ['signupRedirectUrl', '--signup-redirect-url', ['emailMagicLinks', 'oauth']],
  ['resetPasswordRedirectUrl', '--reset-password-redirect-url', ['passwords']],
  ['resetPasswordExpiration', '--reset-password-expiration', ['passwords']],
];

export function checkUnusedFlags(
  context: AskContext,
  flags: InitFlags,
  products: readonly Product[],
): void {
  const unused = FLAG_PRODUCTS.filter(
    ([key, , needs]) =>
      flags[key] !== undefined && !needs.some((product) => products.includes(product)),
  );
  if (flags.oneTap === true && !products.includes('oauth'))
    unused.push(['oneTap', '--one-tap', ['oauth']]);
  for (const [, flag, needs] of unused) {
    const message = `${flag}: only used with ${needs.map((p) => `"${p}"`).join(' or ')}, which is not among the products`;
    if (!context.prompter) throw usageError(message);
    context.prompter.note(`  Ignoring ${message}.`);
  }
}
