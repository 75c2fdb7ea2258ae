import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../widget/config/schema';
import { withDevResetPage } from './dev-reset-page';

const base = {
  publicToken: 'public-token-test-5b0e7d1c-2f3a-4b5c-8d9e-0f1a2b3c4d5e',
  apiUrl: 'http://127.0.0.1:4010',
} as const;

// The config is typed as the schema allows; the products list is cast because this build may
// not switch passwords on yet (the rewrite only reads it).
const config = (rest: Record<string, unknown>) => ({ ...base, ...rest }) as unknown as ConfigFile;

describe('the dev server points password reset links at its own reset page', () => {
  it('replaces a production reset URL, keeping the other password options', () => {
    const shown = withDevResetPage(
      config({
        products: ['passwords'],
        passwordOptions: {
          resetPasswordRedirectURL: 'https://example.com/account/reset',
          resetPasswordExpirationMinutes: 45,
        },
      }),
      'http://localhost:3000',
    );
    expect(shown.passwordOptions).toEqual({
      resetPasswordRedirectURL: 'http://localhost:3000/reset-password',
      resetPasswordExpirationMinutes: 45,
    });
  });

  it('sets one when the config names none (the test API would fall back to the dev page root)', () => {
    const shown = withDevResetPage(config({ products: ['passwords'] }), 'http://localhost:3123/');
    expect(shown.passwordOptions).toEqual({
      resetPasswordRedirectURL: 'http://localhost:3123/reset-password',
    });
  });

  it('points a configured login link at the same page (it handles stytch_token_type=login)', () => {
    const shown = withDevResetPage(
      config({
        products: ['passwords'],
        passwordOptions: { loginRedirectURL: 'https://example.com/login' },
      }),
      'http://localhost:3000',
    );
    expect(shown.passwordOptions?.loginRedirectURL).toBe('http://localhost:3000/reset-password');
  });

  it('leaves a config without passwords as it is', () => {
    const otp = config({ products: ['otp'], otpOptions: { methods: ['email'] } });
    expect(withDevResetPage(otp, 'http://localhost:3000')).toBe(otp);
  });
});
