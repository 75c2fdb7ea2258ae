import { describe, expect, it } from 'vitest';
import { validateLoginConfigFile } from './config-file';
import { emlWithEmailOtpProblem, loginConfigProblems, passkeysAloneProblem } from './rules';

describe("the login screen's rules", () => {
  it("gives the product's screen text for passkeys alone", () => {
    expect(passkeysAloneProblem(['passkeys'])).toBe(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
    expect(passkeysAloneProblem(['passkeys', 'otp'])).toBeNull();
    expect(passkeysAloneProblem([])).toBeNull();
  });

  it("gives the product's screen text for magic links with email passcodes, not with SMS", () => {
    expect(emlWithEmailOtpProblem(['emailMagicLinks', 'otp'], ['sms', 'email'])).toBe(
      'Error: Cannot use both EML and Email OTP',
    );
    expect(emlWithEmailOtpProblem(['emailMagicLinks', 'otp'], ['sms'])).toBeNull();
    expect(emlWithEmailOtpProblem(['otp'], ['email'])).toBeNull();
  });

  it('reports both on the products path', () => {
    expect(
      loginConfigProblems({
        products: ['emailMagicLinks', 'otp'],
        otpOptions: { methods: ['email'] },
      }),
    ).toEqual([{ path: 'products', message: 'Error: Cannot use both EML and Email OTP' }]);
  });

  it('applies to config files, which configure the login mount', () => {
    expect(
      validateLoginConfigFile({
        publicToken: 'public-token-test-123',
        products: ['emailMagicLinks', 'otp'],
        otpOptions: { methods: ['email'] },
      }),
    ).toEqual({
      ok: false,
      problems: [{ path: 'products', message: 'Error: Cannot use both EML and Email OTP' }],
    });
  });
});
