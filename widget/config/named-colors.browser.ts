/**
 * Whether a lower-case word is a CSS named colour, asked of the browser's own CSS parser: the
 * bundles the browser loads carry no 1.4 KB table of names (see named-colors.ts for Node).
 */
export const isNamedColor = (name: string): boolean =>
  /^[a-z]+$/.test(name) && typeof CSS !== 'undefined' && CSS.supports('color', name);
