import { isNamedColor } from './named-colors';

// A CSS colour as a person would write it in a theme: a hex value, a colour function with the
// arguments the browser accepts, a CSS variable, `transparent`/`currentColor`, or a named
// colour. The grammar is strict on purpose: whatever it accepts, the browser applies (a loose
// check let "rgb(a)" through, which the browser then dropped in silence). It is written
// without flags, so the JSON Schema carries the same pattern. The same check runs in Node
// (CLI) and the browser, except that browser builds ask the browser about named colours
// (named-colors.browser.ts).

/** `rgb` → `[Rr][Gg][Bb]`: CSS names are case-insensitive, JSON Schema patterns have no flags. */
export const caseless = (word: string): string =>
  word.replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);

const NUMBER = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)';
const PERCENT = `${NUMBER}%`;
const NONE = caseless('none');
const ANGLE = `${NUMBER}(?:${['deg', 'rad', 'grad', 'turn'].map(caseless).join('|')})?`;
const NUM_PCT = `(?:${PERCENT}|${NUMBER}|${NONE})`;
const HUE = `(?:${ANGLE}|${NONE})`;
const _ = '\\s*';
const __ = '\\s+';

/** `name(a b c)` or `name(a b c / alpha)`, the modern syntax every colour function has. */
const modern = (names: string[], args: [string, string, string]) =>
  `(?:${names.map(caseless).join('|')})\\(${_}${args.join(__)}${_}(?:/${_}${NUM_PCT}${_})?\\)`;
/** `name(a, b, c)` or `name(a, b, c, alpha)`: the legacy syntax of rgb() and hsl(). */
const legacy = (names: string[], args: [string, string, string]) =>
  `(?:${names.map(caseless).join('|')})\\(${_}${args.join(`${_},${_}`)}${_}(?:,${_}(?:${PERCENT}|${NUMBER})${_})?\\)`;

const COLOR_SPACES = [
  'srgb-linear',
  'srgb',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'xyz-d50',
  'xyz-d65',
  'xyz',
];

const SYNTAX = [
  '#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})',
  legacy(['rgb', 'rgba'], [NUMBER, NUMBER, NUMBER]),
  legacy(['rgb', 'rgba'], [PERCENT, PERCENT, PERCENT]),
  modern(['rgb', 'rgba'], [NUM_PCT, NUM_PCT, NUM_PCT]),
  legacy(['hsl', 'hsla'], [ANGLE, PERCENT, PERCENT]),
  modern(['hsl', 'hsla', 'hwb'], [HUE, NUM_PCT, NUM_PCT]),
  modern(['lab', 'oklab'], [NUM_PCT, NUM_PCT, NUM_PCT]),
  modern(['lch', 'oklch'], [NUM_PCT, NUM_PCT, HUE]),
  `${caseless('color')}\\(${_}(?:${COLOR_SPACES.map(caseless).join('|')})${__}${[NUM_PCT, NUM_PCT, NUM_PCT].join(__)}${_}(?:/${_}${NUM_PCT}${_})?\\)`,
  `${caseless('var')}\\(${_}--[a-zA-Z0-9_-]+${_}\\)`,
  caseless('transparent'),
  caseless('currentColor'),
];

/** Every colour but the named ones: alternatives without anchors or flags (the JSON Schema adds the names). */
export const CSS_COLOR_SYNTAX = SYNTAX.join('|');
const SYNTAX_ONLY = new RegExp(`^(?:${CSS_COLOR_SYNTAX})$`);

export const CSS_COLOR_MESSAGE = 'must be a CSS colour, e.g. "#19303D", "rgb(25 48 61)" or "navy"';

export function isCssColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  return SYNTAX_ONLY.test(value) || isNamedColor(value.toLowerCase());
}

export function cssColorProblem(value: unknown): string | null {
  return isCssColor(value) ? null : CSS_COLOR_MESSAGE;
}
