// A CSS length as a theme takes it: a non-negative number with px, rem, em or %, or a bare
// number, which means pixels (as in React's style props). A bare number would be invalid CSS
// as written, so the widget turns it into pixels (toCssLength) wherever it applies a length.

/** The rule for a string, as JSON Schema can carry it (no flags). */
export const CSS_LENGTH_PATTERN = '^\\d+(?:\\.\\d+)?(?:px|rem|em|%)?$';
const CSS_LENGTH = new RegExp(CSS_LENGTH_PATTERN);

export const CSS_LENGTH_MESSAGE =
  'must be a CSS length, e.g. "8px", "1rem" or "100%" (a bare number means pixels)';

export function isCssLength(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  return typeof value === 'string' && CSS_LENGTH.test(value);
}

export function cssLengthProblem(value: unknown): string | null {
  return isCssLength(value) ? null : CSS_LENGTH_MESSAGE;
}

/** The CSS a valid length stands for: a bare number becomes pixels. */
export function toCssLength(value: string | number): string {
  if (typeof value === 'number') return `${value}px`;
  return /^[\d.]+$/.test(value) ? `${value}px` : value;
}
