import { describe, expect, it } from 'vitest';
import { passwordlessMethod } from './passwordless-method';

describe('passwordlessMethod', () => {
  it('prefers an email passcode when the OTP methods include email', () => {
    expect(
      passwordlessMethod({
        products: ['passwords', 'otp'],
        otpOptions: { methods: ['sms', 'email'] },
      }),
    ).toBe('emailOtp');
  });

  it('falls back to an email magic link when that product is configured', () => {
    expect(passwordlessMethod({ products: ['passwords', 'emailMagicLinks'] })).toBe(
      'emailMagicLink',
    );
    expect(
      passwordlessMethod({
        products: ['emailMagicLinks', 'passwords', 'otp'],
        otpOptions: { methods: ['sms'] },
      }),
    ).toBe('emailMagicLink');
  });

  it('offers none with passwords alone or with phone passcodes only', () => {
    expect(passwordlessMethod({ products: ['passwords'] })).toBeNull();
    expect(
      passwordlessMethod({ products: ['passwords', 'otp'], otpOptions: { methods: ['whatsapp'] } }),
    ).toBeNull();
  });
});
