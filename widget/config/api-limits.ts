// What Stytch's API accepts for each number the config sends it: one definition, read by the
// config schema (and so the JSON Schema, `validate`, `doctor` and the mount), `init`'s prompts
// and flags, and the test API, which refuses what the provider refuses. The ranges are those of
// the provider's API reference (docs/decisions.md, "Limits").

export interface MinutesRange {
  min: number;
  max: number;
}

/** `expiration_minutes` of an SMS, WhatsApp or email passcode. */
export const OTP_EXPIRATION_MINUTES: MinutesRange = { min: 1, max: 10 };
/** `login_expiration_minutes` and `signup_expiration_minutes` of an email magic link. */
export const MAGIC_LINK_EXPIRATION_MINUTES: MinutesRange = { min: 5, max: 10_080 };
/** `reset_password_expiration_minutes` of a password reset email. */
export const RESET_PASSWORD_EXPIRATION_MINUTES: MinutesRange = { min: 5, max: 10_080 };
/** `session_duration_minutes` of every authenticate call. */
export const SESSION_DURATION_MINUTES: MinutesRange = { min: 5, max: 527_040 };

/** The config's wording for a value outside its range (`validate`, `init`, the mount). */
export function minutesRangeMessage(range: MinutesRange): string {
  return `must be a whole number of minutes from ${range.min} to ${range.max.toLocaleString('en-US')} (Stytch refuses other values)`;
}

/** Why `value` is no number of minutes the API takes, or null when it is one. */
export function minutesProblem(value: number, range: MinutesRange): string | null {
  return Number.isInteger(value) && value >= range.min && value <= range.max
    ? null
    : minutesRangeMessage(range);
}
