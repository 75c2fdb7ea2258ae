import type { ThemeTokens } from '../theme/tokens';

// WCAG 2 contrast of the theme's text/background token pairs. Pure (no DOM): the browser
// turns any CSS colour into sRGB bytes first (theme/contrast-warning.ts).

/** sRGB bytes and alpha (0–1). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

type ColorToken = {
  [K in keyof ThemeTokens]: K extends
    | `${string}Radius`
    | 'containerWidth'
    | 'buttonHeight'
    | 'fontFamily'
    ? never
    : K;
}[keyof ThemeTokens];

interface TokenPair {
  text: ColorToken;
  background: ColorToken;
  /** How a host names the pair, by its `styles` options. */
  label: string;
}

/** The pairs the widget draws text with (WCAG AA's minimum for body text applies to each). */
export const CONTRAST_PAIRS: readonly TokenPair[] = [
  {
    text: 'primary',
    background: 'containerBackground',
    label: 'colors.primary on container.backgroundColor',
  },
  {
    text: 'secondary',
    background: 'containerBackground',
    label: 'colors.secondary on container.backgroundColor',
  },
  {
    text: 'error',
    background: 'containerBackground',
    label: 'colors.error on container.backgroundColor',
  },
  {
    text: 'success',
    background: 'containerBackground',
    label: 'colors.success on container.backgroundColor',
  },
  {
    text: 'buttonPrimaryText',
    background: 'buttonPrimaryBackground',
    label: 'buttons.primary.textColor on buttons.primary.backgroundColor',
  },
  {
    text: 'buttonSecondaryText',
    background: 'buttonSecondaryBackground',
    label: 'buttons.secondary.textColor on buttons.secondary.backgroundColor',
  },
  {
    text: 'inputText',
    background: 'inputBackground',
    label: 'inputs.textColor on inputs.backgroundColor',
  },
];

/** WCAG AA for normal-size text. */
export const AA_RATIO = 4.5;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** `top` drawn over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two opaque colours, 1–21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastFailure {
  label: string;
  ratio: number;
}

/**
 * The pairs below AA. `resolve` gives a token's colour as sRGB bytes, or null when it cannot
 * be read (that pair is skipped). A translucent background is taken over white.
 */
export function contrastFailures(resolve: (token: ColorToken) => Rgba | null): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const text = resolve(pair.text);
    const background = resolve(pair.background);
    if (!text || !background) continue;
    const opaque = composite(background, WHITE);
    const ratio = contrastRatio(composite(text, opaque), opaque);
    if (ratio < AA_RATIO) failures.push({ label: pair.label, ratio });
  }
  return failures;
}

/** The warning's text: one line per failing pair. */
export function contrastMessage(failures: readonly ContrastFailure[]): string {
  const lines = failures.map((f) => `${f.label}: ${f.ratio.toFixed(2)}:1`);
  return `Theme colours below the WCAG AA contrast of ${AA_RATIO}:1 for text:\n${lines.join('\n')}`;
}
