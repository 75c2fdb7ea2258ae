import { cssColorProblem } from '../../widget/config/css-color';
import { cssLengthProblem } from '../../widget/config/css-length';
import { closest } from '../../widget/config/did-you-mean';
import { httpUrlProblem } from '../../widget/config/url';

// Answer checks shared by typed answers and flags: each returns the reason, or null.

export function splitList(raw: string): string[] {
  return raw
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A list of known names, in the order given, without repeats; the first unknown name is the reason. */
export function parseNames<T extends string>(
  raw: string,
  known: readonly T[],
  noun: string,
  /** A better suggestion than the closest name, as a whole phrase. */
  hint?: (unknown: string) => string | undefined,
): { value: T[] } | { problem: string } {
  const value: T[] = [];
  for (const item of splitList(raw)) {
    const match = known.find((name) => name.toLowerCase() === item.toLowerCase());
    if (!match) {
      const guess = closest(item, known);
      const suggestion = hint?.(item) ?? (guess ? `did you mean "${guess}"?` : undefined);
      return {
        problem: `unknown ${noun} "${item}"; ${suggestion ? `${suggestion} ` : ''}(known: ${known.join(', ')})`,
      };
    }
    if (!value.includes(match)) value.push(match);
  }
  return { value };
}

export function toMinutes(raw: string): number {
  return /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
}

// The value checks are the widget's own (widget/config), so init writes only what
// `validate`, `doctor`, the JSON Schema and the mount accept, with validate's wording.
const withValue = (problem: string | null, value: string) =>
  problem && `${problem} (got ${JSON.stringify(value)})`;

export function urlProblem(value: string): string | null {
  return withValue(httpUrlProblem(value), value);
}

export function colorProblem(value: string): string | null {
  return withValue(cssColorProblem(value), value);
}

export function lengthProblem(value: string): string | null {
  return withValue(cssLengthProblem(value), value);
}
