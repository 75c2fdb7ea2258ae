import colorNames from 'color-name';

/**
 * Whether a lower-case word is a CSS named colour. This is the Node version (CLI, tests); the
 * browser builds swap in named-colors.browser.ts, which asks the browser instead of shipping
 * the table.
 */
export const isNamedColor = (name: string): boolean => Object.hasOwn(colorNames, name);
