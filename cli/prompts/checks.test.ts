import { describe, expect, it } from 'vitest';
import { minutesProblem } from '../../widget/config/api-limits';
import { OAUTH_PROVIDERS } from '../../widget/config/constants';
import { colorProblem, lengthProblem, parseNames, toMinutes, urlProblem } from './checks';
import { otpMethodAvailability, otpMethodsProblem, productsProblem } from './rules';

describe('parseNames', () => {
  it('splits on commas and spaces, matches case-insensitively, drops repeats', () => {
    expect(parseNames('GitHub, google  github', OAUTH_PROVIDERS, 'provider')).toEqual({
      value: ['github', 'google'],
    });
  });

  it('suggests the closest name for a typo', () => {
    expect(parseNames('gogle', OAUTH_PROVIDERS, 'provider')).toEqual({
      problem: `unknown provider "gogle"; did you mean "google"? (known: ${OAUTH_PROVIDERS.join(', ')})`,
    });
  });
});

describe('answer checks', () => {
  it('minutes: whole and within what the API takes', () => {
    const range = { min: 1, max: 10 };
    expect(minutesProblem(toMinutes('10'), range)).toBeNull();
    for (const raw of ['0', '11', '-1', '1.5', 'ten', ''])
      expect(minutesProblem(toMinutes(raw), range)).toBe(
        'must be a whole number of minutes from 1 to 10 (Stytch refuses other values)',
      );
  });

  it('URLs: absolute http(s) only', () => {
    expect(urlProblem('https://example.com/auth')).toBeNull();
    expect(urlProblem('http://localhost:3000/authenticate')).toBeNull();
    for (const bad of ['localhost:3000', '/authenticate', 'ftp://x.test', 'javascript:alert(1)']) {
      expect(urlProblem(bad)).toContain('must be an absolute http(s) URL');
    }
  });

  it('colours and lengths', () => {
    for (const ok of ['#19303D', 'navy', 'rgb(25 48 61)', 'transparent'])
      expect(colorProblem(ok)).toBeNull();
    expect(colorProblem('blurple')).toBe(
      'must be a CSS colour, e.g. "#19303D", "rgb(25 48 61)" or "navy" (got "blurple")',
    );
    expect(lengthProblem('8px')).toBeNull();
    expect(lengthProblem('8 px')).toContain('must be a CSS length');
  });
});

describe('composition rules while picking', () => {
  it('passkeys need another product, with the widget message as the reason', () => {
    expect(productsProblem(['passkeys'])).toContain(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
    expect(productsProblem(['passkeys', 'otp'])).toBeNull();
    expect(productsProblem([])).toContain('pick at least one product');
  });

  it('no email passcodes next to magic links', () => {
    expect(otpMethodsProblem(['email'], ['emailMagicLinks', 'otp'])).toContain(
      'Cannot use both EML and Email OTP',
    );
    expect(otpMethodsProblem(['sms'], ['emailMagicLinks', 'otp'])).toBeNull();
    expect(otpMethodsProblem(['email'], ['otp'])).toBeNull();
    expect(otpMethodAvailability(['emailMagicLinks', 'otp']).email).toContain(
      'not with email magic links',
    );
    expect(otpMethodAvailability(['otp'])).toEqual({ sms: true, whatsapp: true, email: true });
  });
});
