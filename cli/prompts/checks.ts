import { isCssColor } from '../../widget/config/css-color';
import { closest } from '../../widget/config/did-you-mean';

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

export function minutesProblem(value: number): string | null {
  return Number.isInteger(value) && value >= 1
    ? null
    : 'expected a whole number of minutes, 1 or more';
}

export function toMinutes(raw: string): number {
  return /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
}

export function urlProblem(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // reported below
  }
  return `expected an absolute http(s) URL, e.g. "http://localhost:3000/authenticate", got "${value}"`;
}

export function colorProblem(value: string): string | null {
  return isCssColor(value)
    ? null
    : `"${value}" is not a CSS colour; e.g. "#19303D", "rgb(25 48 61)" or "navy"`;
}

const CSS_LENGTH = /^\d+(?:\.\d+)?(?:px|rem|em|%)?$/;

export function lengthProblem(value: string): string | null {
  return CSS_LENGTH.test(value)
    ? null
    : `"${value}" is not a CSS length; e.g. "8px", "1rem" or "100%"`;
}
