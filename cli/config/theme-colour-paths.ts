import type { CONTRAST_PAIRS } from '../../widget/config/contrast';
import type { StylesConfig } from '../../widget/config/schema';

// Where the theme's colours come from in `styles`: light (no colour library), so `init` can tell
// whether a config has a colour of its own before it loads the contrast check.

type Token = (typeof CONTRAST_PAIRS)[number]['text'];

/**
 * Where each token's colour comes from in `styles`, first set wins (as themeTokens folds them;
 * a test keeps the two in step). No path set: the widget's default.
 */
export const TOKEN_SOURCES: Readonly<Partial<Record<Token, readonly string[]>>> = {
  containerBackground: ['container.backgroundColor'],
  primary: ['colors.primary'],
  secondary: ['colors.secondary'],
  success: ['colors.success'],
  error: ['colors.error'],
  buttonPrimaryBackground: ['buttons.primary.backgroundColor', 'colors.primary'],
  buttonPrimaryText: ['buttons.primary.textColor'],
  buttonSecondaryBackground: ['buttons.secondary.backgroundColor'],
  buttonSecondaryText: ['buttons.secondary.textColor', 'colors.primary'],
  inputBackground: ['inputs.backgroundColor'],
  inputText: ['inputs.textColor', 'colors.primary'],
};

const at = (styles: StylesConfig, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], styles);

/** The `styles` path a token's colour was set at, if the host set it. */
export function tokenPath(styles: StylesConfig, token: Token): string | undefined {
  return TOKEN_SOURCES[token]?.find((path) => typeof at(styles, path) === 'string');
}

/** Whether the host set any colour the contrast check reads (else the default theme: it passes). */
export function hasThemeColours(styles: StylesConfig = {}): boolean {
  return Object.values(TOKEN_SOURCES).some((paths) =>
    paths?.some((path) => typeof at(styles, path) === 'string'),
  );
}
