import type { ProjectSettings } from '../projects';
import { isBreachedPassword } from './breached';
import { scorePasswordOnce } from './score-memo';
import { scorePassword, type ZxcvbnScore } from './zxcvbn';

// The password policy: zxcvbn (score ≥ 3) or LUDS (length + character classes), plus breach
// detection. Shapes follow Stytch's strength_check response, which the widget's strength UI
// reads.

export interface LudsRequirements {
  has_lower_case: boolean;
  has_upper_case: boolean;
  has_digit: boolean;
  has_symbol: boolean;
  missing_complexity: number;
  missing_characters: number;
}

export interface StrengthResult {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'zxcvbn' | 'luds';
  breach_detection_on_create: boolean;
  feedback: { warning: string; suggestions: string[]; luds_requirements: LudsRequirements };
}

export function ludsRequirements(password: string, settings: ProjectSettings): LudsRequirements {
  const has_lower_case = /\p{Ll}/u.test(password);
  const has_upper_case = /\p{Lu}/u.test(password);
  const has_digit = /\p{Nd}/u.test(password);
  const has_symbol = /[^\p{L}\p{Nd}]/u.test(password);
  const classes = [has_lower_case, has_upper_case, has_digit, has_symbol].filter(Boolean).length;
  return {
    has_lower_case,
    has_upper_case,
    has_digit,
    has_symbol,
    missing_complexity: Math.max(0, settings.ludsComplexity - classes),
    missing_characters: Math.max(0, settings.ludsMinimumCount - [...password].length),
  };
}

export const MIN_ZXCVBN_SCORE = 3;

const userInputsFor = (email: string | undefined): string[] =>
  email ? [email, ...email.split(/[@.+_-]/).filter((p) => p.length > 2)] : [];

/** Scores on the calling thread; request handlers use checkStrengthAsync. */
export function checkStrength(
  password: string,
  email: string | undefined,
  settings: ProjectSettings,
): StrengthResult {
  return withPolicy(password, settings, scorePassword(password, userInputsFor(email)));
}

/**
 * Same result, with zxcvbn in a worker so a slow check never stalls other requests, and each
 * password scored once (score-memo.ts).
 */
export async function checkStrengthAsync(
  password: string,
  email: string | undefined,
  settings: ProjectSettings,
): Promise<StrengthResult> {
  return withPolicy(password, settings, await scorePasswordOnce(password, userInputsFor(email)));
}

function withPolicy(
  password: string,
  settings: ProjectSettings,
  zxcvbn: ZxcvbnScore,
): StrengthResult {
  const luds = ludsRequirements(password, settings);
  const breached = settings.breachDetection && isBreachedPassword(password);
  const policyOk =
    settings.passwordPolicy === 'luds'
      ? luds.missing_characters === 0 && luds.missing_complexity === 0
      : zxcvbn.score >= MIN_ZXCVBN_SCORE;
  const warning = breached
    ? 'This password may have been used on a different site that experienced a security issue. Please choose another password.'
    : zxcvbn.warning;
  return {
    valid_password: policyOk && !breached,
    score: zxcvbn.score,
    breached_password: breached,
    strength_policy: settings.passwordPolicy,
    breach_detection_on_create: settings.breachDetection,
    feedback: { warning, suggestions: zxcvbn.suggestions, luds_requirements: luds },
  };
}

/** One sentence naming what the password lacks, for weak_password errors. */
export function describeWeakness(result: StrengthResult): string {
  if (result.strength_policy === 'luds') {
    const luds = result.feedback.luds_requirements;
    const parts: string[] = [];
    if (luds.missing_characters > 0) parts.push(`${luds.missing_characters} more characters`);
    if (luds.missing_complexity > 0) {
      parts.push(
        `${luds.missing_complexity} more kinds of character (lowercase, uppercase, digit, symbol)`,
      );
    }
    return `The password does not meet the LUDS policy: it needs ${parts.join(' and ')}.`;
  }
  const hint = result.feedback.warning || result.feedback.suggestions[0] || '';
  return `The password is too weak (zxcvbn score ${result.score}, at least ${MIN_ZXCVBN_SCORE} is required). ${hint}`.trim();
}
