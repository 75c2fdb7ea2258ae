import { AVAILABLE_PRODUCTS } from '../../../widget/config/available-products';
import { OAUTH_PROVIDERS, ONE_TAP_POSITIONS, OTP_METHODS } from '../../../widget/config/constants';
import { LOCALES } from '../../../widget/i18n/locales';

/**
 * How the config matrix varies one of `init`'s flags. Closed sets come from the product's own
 * lists (products, OTP methods, One Tap positions, languages), so a new entry is in the matrix
 * the day it is added; open values (colours, lengths, URLs) get one written example besides the
 * default. Every flag `init` has must be listed here (`flag-values.test.ts`): a new flag is
 * either varied or left out with the reason.
 */
export type FlagValues =
  /** `--flag value` for each; `null` leaves the flag out (the default). */
  | { values: readonly (string | null)[]; requires?: string }
  /** A boolean flag: given or not. */
  | { toggle: true }
  /** A comma list: each item in or out, an on/off factor of its own. */
  | { subsetOf: readonly string[] }
  /** Not varied, and why. */
  | { leftOut: string };

const LIFETIME = 'a lifetime: it changes no screen (the validate table checks its range)';

export const FLAG_VALUES: Record<string, FlagValues> = {
  '--public-token': { leftOut: 'every config gets the matrix’s test token' },
  '--products': { subsetOf: AVAILABLE_PRODUCTS },
  // Each method alone, and all of them against the widget's tab order (Email not first).
  '--otp-methods': { values: [...OTP_METHODS, [...OTP_METHODS].reverse().join(',')] },
  '--otp-expiration': { leftOut: LIFETIME },
  '--eml-login-expiration': { leftOut: LIFETIME },
  '--eml-signup-expiration': { leftOut: LIFETIME },
  // Google alone (One Tap's provider) and every provider, in the widget's order.
  '--oauth-providers': { values: ['google', OAUTH_PROVIDERS.join(',')] },
  '--one-tap': { toggle: true },
  '--no-one-tap': { leftOut: 'the off value of --one-tap' },
  '--one-tap-position': { values: ONE_TAP_POSITIONS, requires: '--one-tap' },
  '--login-redirect-url': { values: [null, 'https://example.com/authenticate'] },
  '--signup-redirect-url': { values: [null, 'https://example.com/welcome'] },
  '--reset-password-redirect-url': { values: [null, 'https://example.com/reset-password'] },
  '--reset-password-expiration': { leftOut: LIFETIME },
  '--session-duration': { leftOut: LIFETIME },
  '--customize-theme': { toggle: true },
  '--no-customize-theme': { leftOut: 'the off value of --customize-theme' },
  // Each colour in another of the notations init takes.
  '--primary-color': { values: [null, 'rebeccapurple'] },
  '--secondary-color': { values: [null, 'rgb(60, 60, 60)'] },
  '--success-color': { values: [null, '#0b6e4f'] },
  '--error-color': { values: [null, 'hsl(0 70% 35%)'] },
  '--background-color': { values: [null, '#fffaf0'] },
  '--border-radius': { values: [null, '0'] },
  '--width': { values: [null, '320px'] },
  '--button-radius': { values: [null, '1rem'] },
  '--font-family': { values: [null, 'Georgia, serif'] },
  '--logo-url': { values: [null, 'https://example.com/logo.png'] },
  '--header': { leftOut: 'the default; --no-header is varied' },
  '--no-header': { toggle: true },
  '--shadow-dom': { toggle: true },
  '--no-shadow-dom': { leftOut: 'the off value of --shadow-dom' },
  '--locale': { values: LOCALES },
  '--api-url': { leftOut: 'smoke starts its own test API and points the widget at it' },
  '--stytch-api': { leftOut: 'Stytch’s own servers: the matrix runs offline' },
  '--snippets': { leftOut: 'which files init writes; smoke mounts the config itself' },
  '--bundle': { leftOut: 'where the snippets load the bundle; smoke serves its own' },
  '--bundle-url': { leftOut: 'the same as --bundle <url>' },
  '--framework': {
    leftOut: 'the Next.js and Vite apps are built and smoke-tested in tests/templates',
  },
};
