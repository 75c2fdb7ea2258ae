import type { ConfigFile } from '../../widget/config/schema';

/** A test-mode token: the local test API treats every `public-token-test-…` as its own project. */
export const DEV_PUBLIC_TOKEN = 'public-token-test-8f6c6f4e-5a4b-4c39-9c3e-1d2b3a4c5d6e';

/** What `npm start` shows when no stytch-widget.config.json is around. */
export function defaultDevConfig(apiUrl: string): ConfigFile {
  return {
    publicToken: DEV_PUBLIC_TOKEN,
    apiUrl,
    products: ['otp'],
    otpOptions: { methods: ['email'], expirationMinutes: 5 },
    sessionOptions: { sessionDurationMinutes: 60 },
  };
}
