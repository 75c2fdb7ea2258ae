import { toCssLength } from '../config/css-length';
import type { StylesConfig } from '../config/schema';

/** Flat theme tokens with the product's default theme, used for anything `styles` leaves out. */
export const DEFAULT_TOKENS = {
  containerBackground: '#FFFFFF',
  containerBorder: '#ADBCC5',
  containerRadius: '8px',
  containerWidth: '400px',
  primary: '#19303D',
  secondary: '#5C727D',
  success: '#0C5A56',
  error: '#8B1214',
  buttonPrimaryBackground: '#19303D',
  buttonPrimaryText: '#FFFFFF',
  buttonPrimaryBorder: '#19303D',
  buttonSecondaryBackground: '#FFFFFF',
  buttonSecondaryText: '#19303D',
  buttonSecondaryBorder: '#19303D',
  buttonRadius: '4px',
  buttonSecondaryRadius: '4px',
  buttonHeight: '45px',
  inputBackground: '#FFFFFF',
  inputText: '#19303D',
  inputBorder: '#ADBCC5',
  inputRadius: '4px',
  inputPlaceholder: '#8296A1',
  fontFamily: 'Arial, Helvetica, sans-serif',
};

export type ThemeTokens = typeof DEFAULT_TOKENS;

const px = (value: string | number | undefined): string | undefined =>
  value === undefined ? undefined : toCssLength(value);

/** Folds the nested `styles` option onto the defaults. A colour set once flows to its uses. */
export function themeTokens(styles: StylesConfig = {}): ThemeTokens {
  const t = { ...DEFAULT_TOKENS };
  const set = <K extends keyof ThemeTokens>(key: K, value: string | undefined) => {
    if (value !== undefined) t[key] = value;
  };
  set('containerBackground', styles.container?.backgroundColor);
  set('containerBorder', styles.container?.borderColor);
  set('containerRadius', px(styles.container?.borderRadius));
  set('containerWidth', px(styles.container?.width));
  set('primary', styles.colors?.primary);
  set('secondary', styles.colors?.secondary);
  set('success', styles.colors?.success);
  set('error', styles.colors?.error);
  // Primary buttons follow the primary colour unless themed themselves.
  set(
    'buttonPrimaryBackground',
    styles.buttons?.primary?.backgroundColor ?? styles.colors?.primary,
  );
  set('buttonPrimaryBorder', styles.buttons?.primary?.borderColor ?? styles.colors?.primary);
  set('buttonPrimaryText', styles.buttons?.primary?.textColor);
  set('buttonSecondaryBackground', styles.buttons?.secondary?.backgroundColor);
  set('buttonSecondaryText', styles.buttons?.secondary?.textColor ?? styles.colors?.primary);
  set('buttonSecondaryBorder', styles.buttons?.secondary?.borderColor ?? styles.colors?.primary);
  set('buttonRadius', px(styles.buttons?.primary?.borderRadius));
  // Secondary buttons keep the primary radius unless given their own.
  set(
    'buttonSecondaryRadius',
    px(styles.buttons?.secondary?.borderRadius ?? styles.buttons?.primary?.borderRadius),
  );
  set('buttonHeight', px(styles.buttons?.height));
  set('inputBackground', styles.inputs?.backgroundColor);
  set('inputText', styles.inputs?.textColor ?? styles.colors?.primary);
  set('inputBorder', styles.inputs?.borderColor);
  set('inputRadius', px(styles.inputs?.borderRadius));
  set('inputPlaceholder', styles.inputs?.placeholderColor);
  set('fontFamily', styles.fontFamily);
  return t;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Tokens as CSS custom properties, set inline on the widget root. */
export function cssVariables(tokens: ThemeTokens): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [`--stw-${kebab(key)}`, value]),
  );
}
