import { isNamedColor } from './named-colors';

// A CSS colour as a person would write it in a theme: a hex value, a colour function, a
// named colour or a CSS keyword. The same check in Node (CLI) and the browser, except that
// the browser builds look named colours up in the browser itself (named-colors.browser.ts).
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*[-+0-9.%a-z\s,/]+\)$/i;
const VARIABLE = /^var\(--[a-z0-9-_]+(?:\s*,\s*[^)]+)?\)$/i;
const KEYWORDS = new Set(['transparent', 'currentcolor', 'inherit', 'initial', 'unset']);

export function isCssColor(value: string): boolean {
  const v = value.trim();
  if (v === '') return false;
  const lower = v.toLowerCase();
  return (
    HEX.test(v) ||
    FUNCTION.test(v) ||
    VARIABLE.test(v) ||
    KEYWORDS.has(lower) ||
    isNamedColor(lower)
  );
}
