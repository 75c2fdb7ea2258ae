import type { ConfigProblem } from '../../widget/config/problems';

// What to change for the config problems whose message (the widget's, as the spec words it) says
// what is wrong but not what to do. The CLI prints it under the problem; the widget keeps its
// own text.

const FIXES: readonly { matches: (problem: ConfigProblem) => boolean; fix: string }[] = [
  {
    matches: (p) => p.path === 'publicToken' && p.message.endsWith('got undefined.'),
    fix: 'Add "publicToken": your project\'s public token (public-token-test-… or public-token-live-… from the Stytch dashboard; any public-token-test-… works against the local test API).',
  },
  {
    matches: (p) =>
      p.path === 'products' && p.message.includes('Cannot use both EML and Email OTP'),
    fix: 'Keep one way to log in by email: remove "emailMagicLinks" from products (a code by email), or "email" from otpOptions.methods (a magic link).',
  },
  {
    matches: (p) => p.path === 'products' && p.message.includes('Cannot use Passkeys by itself'),
    fix: 'Add a product users log in with before they have a passkey, e.g. "passwords" or "otp" with the "email" method.',
  },
];

/** The fix for a problem, where the CLI knows one. */
export function problemFix(problem: ConfigProblem): string | undefined {
  return FIXES.find((entry) => entry.matches(problem))?.fix;
}
