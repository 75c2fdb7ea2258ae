// The API paths each product's flow cannot do without (`Scenario.needs`), by the provider's
// path families, so every SDK major's spelling of a call is covered (2.x's
// `webauthn/authenticate/start` as well as `start/primary`).

const OTPS = '/sdk/v1/otps/';
const MAGIC_LINKS = '/sdk/v1/magic_links/';
const PASSWORDS = '/sdk/v1/passwords';
const WEBAUTHN = '/sdk/v1/webauthn/';
const OAUTH = ['/sdk/v1/oauth/', '/v1/public/oauth/'];
const CRYPTO_WALLETS = '/sdk/v1/crypto_wallets/';

export const NEEDS = {
  otp: [OTPS],
  magicLinks: [MAGIC_LINKS],
  passwords: [PASSWORDS],
  // An account without a password, and a reset, go on by passcode or link.
  passwordsWithFallback: [PASSWORDS, OTPS, MAGIC_LINKS],
  // The passkey is registered after a login by another product.
  passkeys: [WEBAUTHN, PASSWORDS, OTPS, MAGIC_LINKS],
  oauth: OAUTH,
  cryptoWallets: [CRYPTO_WALLETS],
} as const satisfies Record<string, readonly string[]>;
