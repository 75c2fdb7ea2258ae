import Color from 'colorjs.io';
import {
  AA_RATIO,
  CONTRAST_PAIRS,
  composite,
  contrastRatio,
  type Rgba,
} from '../../widget/config/contrast';
import type { StylesConfig } from '../../widget/config/schema';
import { themeTokens } from '../../widget/theme/tokens';
import { tokenPath } from './theme-colour-paths';

export { TOKEN_SOURCES, tokenPath } from './theme-colour-paths';

// The widget's own contrast check (widget/config/contrast.ts: the same pairs, the same WCAG AA
// threshold) for the CLI: `validate`, `doctor` and `init` report a theme whose text would be
// hard to read before any page shows it, with the colours, the ratio and a colour that passes.
// The widget only tells `onError`, which the generated snippets do not set. Colours are read
// with colorjs.io (every CSS colour syntax the schema accepts); a `var(--…)` or `currentColor`
// depends on the page and is left to the widget's check in the browser.

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** sRGB bytes of a CSS colour, or null when it depends on the page (`var()`, `currentColor`). */
export function cssColorToRgba(value: string): Rgba | null {
  try {
    const color = new Color(value).to('srgb').toGamut();
    const [r = 0, g = 0, b = 0] = color.coords.map((c) => Math.round((c ?? 0) * 255));
    return { r, g, b, a: color.alpha ?? 1 };
  } catch {
    return null;
  }
}

/** Text over background as the widget draws it: the background over white, the text over it. */
function pairRatio(text: Rgba, background: Rgba): number {
  const opaque = composite(background, WHITE);
  return contrastRatio(composite(text, opaque), opaque);
}

export interface ContrastSide {
  /** `styles.colors.secondary`, or undefined for the widget's default colour. */
  path: string | undefined;
  value: string;
}

export interface ContrastFinding {
  /** The pair as the widget's own warning names it. */
  label: string;
  ratio: number;
  text: ContrastSide;
  background: ContrastSide;
  /** A colour for one side the host set that brings the pair to AA. */
  fix?: { path: string; value: string; ratio: number };
}

/**
 * Walks `value`'s OKLCH lightness away from `other` until the pair reaches AA (a small margin
 * over it, so rounding never lands below): the same hue and chroma, a darker or lighter shade.
 */
function passingShade(value: string, other: Rgba, side: 'text' | 'background'): string | undefined {
  let color: Color;
  try {
    color = new Color(value).to('oklch');
  } catch {
    return undefined;
  }
  const ratioWith = (candidate: Color) => {
    const rgba = cssColorToRgba(candidate.to('srgb').toGamut().toString({ format: 'hex' }));
    if (!rgba) return 0;
    return side === 'text' ? pairRatio(rgba, other) : pairRatio(other, rgba);
  };
  const lightness = color.coords[0] ?? 0.5;
  for (const direction of [-1, 1]) {
    for (let l = lightness; l >= 0 && l <= 1; l += direction * 0.01) {
      const candidate = color.clone();
      candidate.coords[0] = l;
      candidate.alpha = 1;
      if (ratioWith(candidate) >= AA_RATIO + 0.05) {
        return candidate.to('srgb').toGamut().toString({ format: 'hex' });
      }
    }
  }
  return undefined;
}

/** The pairs of the theme below WCAG AA, each with a fix where the host set one of its colours. */
export function themeContrast(styles: StylesConfig = {}): ContrastFinding[] {
  const tokens = themeTokens(styles);
  const findings: ContrastFinding[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const text = cssColorToRgba(tokens[pair.text]);
    const background = cssColorToRgba(tokens[pair.background]);
    if (!text || !background) continue;
    const ratio = pairRatio(text, background);
    if (ratio >= AA_RATIO) continue;
    const sides = {
      text: { path: tokenPath(styles, pair.text), value: tokens[pair.text] },
      background: { path: tokenPath(styles, pair.background), value: tokens[pair.background] },
    };
    // Change what the host chose: the text colour if they set it, else the background.
    const side = sides.text.path ? 'text' : sides.background.path ? 'background' : undefined;
    const shade = side
      ? passingShade(sides[side].value, side === 'text' ? background : text, side)
      : undefined;
    const shadeRgba = shade ? cssColorToRgba(shade) : null;
    const path = side ? sides[side].path : undefined;
    findings.push({
      label: pair.label,
      ratio,
      ...sides,
      ...(shade && shadeRgba && path
        ? {
            fix: {
              path,
              value: shade,
              ratio:
                side === 'text' ? pairRatio(shadeRgba, background) : pairRatio(text, shadeRgba),
            },
          }
        : {}),
    });
  }
  return findings;
}

const shown = (side: ContrastSide) =>
  side.path ? `styles.${side.path} ${side.value}` : `the default ${side.value}`;

/** One line: what is hard to read, and by how much. */
export function contrastLine(finding: ContrastFinding): string {
  return `${shown(finding.text)} on ${shown(finding.background)}: ${finding.ratio.toFixed(2)}:1, below WCAG AA (${AA_RATIO}:1) for text`;
}

/** The fix, in words: the colour to set, or what to change when no side is the host's. */
export function contrastFix(finding: ContrastFinding): string {
  return finding.fix
    ? `Set styles.${finding.fix.path} to ${finding.fix.value} (${finding.fix.ratio.toFixed(2)}:1), or another colour with ${AA_RATIO}:1 or more.`
    : `Choose colours for ${finding.label} with ${AA_RATIO}:1 or more.`;
}

/** `styles` with the fix applied (a new object; the rest untouched). */
export function withFix(
  styles: StylesConfig,
  fix: NonNullable<ContrastFinding['fix']>,
): StylesConfig {
  const copy = structuredClone(styles) as Record<string, unknown>;
  const keys = fix.path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) {
    node[key] = { ...((node[key] as Record<string, unknown> | undefined) ?? {}) };
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = fix.value;
  return copy as StylesConfig;
}
