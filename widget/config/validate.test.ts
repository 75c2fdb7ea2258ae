import { describe, expect, it, vi } from 'vitest';
import { type ConfigProblem, formatProblem } from './problems';
import { validateConfigFile, validateStyles, validateWidgetConfig } from './validate';

const problemsOf = (result: { ok: boolean; problems?: ConfigProblem[] }) =>
  result.ok ? [] : (result.problems ?? []).map(formatProblem);

describe('validateWidgetConfig', () => {
  it('accepts the email OTP config', () => {
    const result = validateWidgetConfig({ products: ['otp'], otpOptions: { methods: ['email'] } });
    expect(result).toEqual({
      ok: true,
      value: { products: ['otp'], otpOptions: { methods: ['email'] } },
    });
  });

  it("reports a product this build cannot show with the widget's message", async () => {
    // Every product is on in this build: a build without crypto is made up for this test.
    vi.resetModules();
    vi.doMock('./available-products', async (importOriginal) => ({
      ...(await importOriginal<typeof import('./available-products')>()),
      isAvailableProduct: (product: string) => product !== 'crypto',
    }));
    try {
      const { validateWidgetConfig: validateWithoutCrypto } = await import('./validate');
      expect(
        problemsOf(
          validateWithoutCrypto({
            products: ['otp', 'crypto'],
            otpOptions: { methods: ['email'] },
          }),
        ),
      ).toEqual(['products[1]: "crypto" is not available in this version of stytch-widget']);
    } finally {
      vi.doUnmock('./available-products');
      vi.resetModules();
    }
  });

  it("adds the mount mode's own rules after the schema's", () => {
    const modeRules = () => [{ path: 'products', message: 'Error: from the mode' }];
    expect(
      problemsOf(
        validateWidgetConfig({ products: ['otp'], otpOptions: { methods: ['email'] } }, modeRules),
      ),
    ).toEqual(['products: Error: from the mode']);
  });

  it('names the path and suggests the fix for an unknown product', () => {
    expect(
      problemsOf(
        validateWidgetConfig({ products: ['otp', 'sms'], otpOptions: { methods: ['email'] } }),
      ),
    ).toEqual([
      'products[1]: unknown product "sms"; did you mean "otp" with otpOptions.methods ["sms"]?',
    ]);
  });

  it('suggests the nearest option name for a misspelt key', () => {
    expect(
      problemsOf(
        validateWidgetConfig({
          products: ['otp'],
          otpOptions: { methods: ['email'], expirationMinute: 5 },
        }),
      ),
    ).toEqual([
      'otpOptions.expirationMinute: unknown option "expirationMinute"; did you mean "expirationMinutes"?',
    ]);
  });

  it('requires otpOptions with otp and redirect URLs with One Tap', () => {
    expect(problemsOf(validateWidgetConfig({ products: ['otp'] }))).toEqual([
      'otpOptions: required with the "otp" product; e.g. { "methods": ["email"] }',
    ]);
    expect(
      problemsOf(
        validateWidgetConfig({
          products: ['oauth'],
          oauthOptions: { providers: [{ type: 'google', one_tap: true }] },
        }),
      ),
    ).toEqual([
      'oauthOptions.loginRedirectURL: required for Google One Tap; set the URL of your redirect page',
      'oauthOptions.signupRedirectURL: required for Google One Tap; set the URL of your redirect page',
    ]);
  });

  it('rejects wrong types with what was expected and what came', () => {
    expect(problemsOf(validateWidgetConfig({ products: 'otp' }))).toEqual([
      'products: expected Array, got "otp"',
    ]);
  });
});

describe('validateStyles', () => {
  it('accepts CSS colours and rejects others', () => {
    expect(
      validateStyles({ colors: { primary: '#19303D', error: 'rgb(139 18 20)', success: 'teal' } })
        .ok,
    ).toBe(true);
    expect(problemsOf(validateStyles({ colors: { primary: 'blurple' } }))).toEqual([
      'colors.primary: must be a CSS colour, e.g. "#19303D", "rgb(25 48 61)" or "navy" (got "blurple")',
    ]);
  });
});

describe('validateConfigFile', () => {
  it("uses the product's public-token messages", () => {
    const base = { products: ['otp'], otpOptions: { methods: ['email'] } };
    expect(problemsOf(validateConfigFile({ ...base, publicToken: '' }))).toEqual([
      'publicToken: Expected "public-token-...", got an empty string.',
    ]);
    expect(problemsOf(validateConfigFile({ ...base, publicToken: 'abc' }))).toEqual([
      'publicToken: Expected "public-token-...", got abc.',
    ]);
    expect(problemsOf(validateConfigFile({ ...base, publicToken: 42 }))).toEqual([
      'publicToken: Public token is malformed. Expected a string, got number.',
    ]);
  });
});
