import { describe, expect, it } from 'vitest';
import { meterFill, type StrengthCheckAnswer, toStrengthFeedback } from './strength-feedback';

const answer = (over: Partial<StrengthCheckAnswer>): StrengthCheckAnswer =>
  ({
    request_id: 'r',
    status_code: 200,
    valid_password: false,
    score: 1,
    breached_password: false,
    breach_detection_on_create: true,
    strength_policy: 'zxcvbn',
    feedback: {
      warning: 'This is a very common password.',
      suggestions: ['Add another word or two.'],
      luds_requirements: {
        has_lower_case: true,
        has_upper_case: false,
        has_digit: false,
        has_symbol: false,
        missing_characters: 3,
        missing_complexity: 2,
      },
    },
    ...over,
  }) as StrengthCheckAnswer;

describe('meterFill', () => {
  it.each([
    [0, 1, 'weak'],
    [1, 1, 'weak'],
    [2, 2, 'weak'],
    [3, 3, 'strong'],
    [4, 4, 'strong'],
  ] as const)('score %i fills %i segment(s), %s', (score, filled, tone) => {
    expect(meterFill(score)).toEqual({ filled, tone });
  });

  it('keeps an out-of-range score on the meter', () => {
    expect(meterFill(-2)).toEqual({ filled: 1, tone: 'weak' });
    expect(meterFill(9)).toEqual({ filled: 4, tone: 'strong' });
  });
});

describe('toStrengthFeedback', () => {
  it('reads the zxcvbn score and warning', () => {
    expect(toStrengthFeedback(answer({ score: 2 }))).toEqual({
      policy: 'zxcvbn',
      valid: false,
      breached: false,
      score: 2,
      warning: 'This is a very common password.',
    });
  });

  it('reads what the LUDS policy still misses', () => {
    expect(
      toStrengthFeedback(answer({ strength_policy: 'luds', breached_password: true })),
    ).toEqual({
      policy: 'luds',
      valid: false,
      breached: true,
      missingCharacters: 3,
      missingComplexity: 2,
    });
  });

  it('shows no meter for a policy it does not know', () => {
    expect(
      toStrengthFeedback(answer({ strength_policy: 'none' as 'luds', valid_password: true })),
    ).toEqual({ policy: 'none', valid: true, breached: false });
  });
});
