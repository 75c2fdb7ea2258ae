import type { ConfigFile } from '../../widget/config/schema';

/** Where `stytch-widget dev` serves the password reset page (the reset mount). */
export const DEV_RESET_PATH = '/reset-password';

/**
 * The config as the dev server shows it: with passwords, reset links (and a reset email's
 * "log in without a password" link, when the config asks for one) point at the dev server's
 * reset page, whatever URL the config names for production. A production reset page would
 * talk to the production API, which has never heard of this test API's tokens, so the only
 * place a dev reset link can work is a page of the dev server. The dev page is on
 * `http://localhost:<port>`, which the test API's default redirect allow-list accepts.
 */
export function withDevResetPage(config: ConfigFile, devUrl: string): ConfigFile {
  if (!config.products.includes('passwords')) return config;
  const resetUrl = new URL(DEV_RESET_PATH, devUrl).href;
  const options = config.passwordOptions ?? {};
  return {
    ...config,
    passwordOptions: {
      ...options,
      resetPasswordRedirectURL: resetUrl,
      ...(options.loginRedirectURL ? { loginRedirectURL: resetUrl } : {}),
    },
  };
}
