import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../projects';
import { isBreachedPassword } from './breached';
import { checkStrength, describeWeakness, ludsRequirements } from './strength';

const luds = {
  ...DEFAULT_SETTINGS,
  passwordPolicy: 'luds' as const,
  ludsMinimumCount: 8,
  ludsComplexity: 3,
};

describe('password policy', () => {
  it('counts LUDS classes and missing characters', () => {
    expect(ludsRequirements('abc', luds)).toEqual({
      has_lower_case: true,
      has_upper_case: false,
      has_digit: false,
      has_symbol: false,
      missing_complexity: 2,
      missing_characters: 5,
    });
    expect(ludsRequirements('Abcdef1!', luds)).toMatchObject({
      missing_complexity: 0,
      missing_characters: 0,
    });
  });

  it('uses zxcvbn by default and penalises the email', () => {
    const weak = checkStrength('lovelace1', 'ada.lovelace@example.com', DEFAULT_SETTINGS);
    expect(weak.valid_password).toBe(false);
    expect(weak.feedback.warning).toMatch(/personal details/);
    expect(describeWeakness(weak)).toMatch(/zxcvbn score 1/);
    expect(
      checkStrength('orbit-Lantern-7-silver-meadow', undefined, DEFAULT_SETTINGS).valid_password,
    ).toBe(true);
  });

  it('treats bundled breached passwords as invalid even when they meet LUDS', () => {
    expect(isBreachedPassword('P@SSW0RD')).toBe(true);
    const result = checkStrength('P@ssw0rd123', undefined, luds);
    expect(result).toMatchObject({ breached_password: true, valid_password: false });
    expect(
      checkStrength('P@ssw0rd123', undefined, { ...luds, breachDetection: false }).valid_password,
    ).toBe(true);
  });
});
