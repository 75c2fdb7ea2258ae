// Names and limits the product fixes: the config, the CLI, the JSON Schema and the test API read
// them from here so they cannot disagree.

export const PRODUCTS = [
  'oauth',
  'crypto',
  'emailMagicLinks',
  'otp',
  'passwords',
  'passkeys',
] as const;
export type Product = (typeof PRODUCTS)[number];

export const OTP_METHODS = ['sms', 'whatsapp', 'email'] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

export const OAUTH_PROVIDERS = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const ONE_TAP_POSITIONS = ['embedded', 'floating', 'forceFloating', 'embeddedOnly'] as const;

export const OTP_CODE_LENGTH = 6;
export const OTP_EXPIRATION_MINUTES_DEFAULT = 5;
export const MAGIC_LINK_EXPIRATION_MINUTES_DEFAULT = 30;
/** Session length sent with authenticate calls when the config names none. */
export const SESSION_DURATION_MINUTES_FALLBACK = 30;
export const PUBLIC_TOKEN_PREFIX = 'public-token-';
/**
 * Passkey autofill (conditional mediation): attempts on Main, each failure taking one, so a
 * browser that keeps refusing does not loop forever.
 */
export const PASSKEY_AUTOFILL_ATTEMPTS = 5;
/** Data cache defaults, in ms; the second figure is for slow links, where answers take longer. */
export const DATA_CACHE = {
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  errorRetryInterval: [5000, 10000],
  loadingTimeout: [3000, 5000],
} as const;
