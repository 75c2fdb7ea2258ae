import type { StytchClient } from '../../client/stytch-client';

export type StrengthCheckAnswer = Awaited<ReturnType<StytchClient['passwords']['strengthCheck']>>;

/** What the strength UI shows for one checked password, by the project's strength policy. */
export type StrengthFeedback =
  | { policy: 'zxcvbn'; valid: boolean; breached: boolean; score: number; warning: string }
  | {
      policy: 'luds';
      valid: boolean;
      breached: boolean;
      missingCharacters: number;
      missingComplexity: number;
    }
  | { policy: 'none'; valid: boolean; breached: boolean };

/** Reads a strength_check answer; a policy the widget does not know shows no meter. */
export function toStrengthFeedback(answer: StrengthCheckAnswer): StrengthFeedback {
  const common = { valid: answer.valid_password, breached: answer.breached_password };
  const policy: string = answer.strength_policy;
  if (policy === 'zxcvbn') {
    return { policy, ...common, score: answer.score, warning: answer.feedback?.warning ?? '' };
  }
  if (policy === 'luds') {
    const luds = answer.feedback?.luds_requirements;
    return {
      policy,
      ...common,
      missingCharacters: luds?.missing_characters ?? 0,
      missingComplexity: luds?.missing_complexity ?? 0,
    };
  }
  return { policy: 'none', ...common };
}

export const METER_SEGMENTS = 4;

/**
 * The zxcvbn meter: a score of 0 or 1 fills one red segment, 2 fills two red, 3 fills three
 * green and 4 fills all four green.
 */
export function meterFill(score: number): { filled: number; tone: 'weak' | 'strong' } {
  const clamped = Math.min(METER_SEGMENTS, Math.max(0, Math.round(score)));
  return { filled: Math.max(1, clamped), tone: clamped >= 3 ? 'strong' : 'weak' };
}
