import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS } from '../../widget/config/contrast';
import type { StylesConfig } from '../../widget/config/schema';
import { themeTokens } from '../../widget/theme/tokens';
import {
  contrastFix,
  contrastLine,
  TOKEN_SOURCES,
  themeContrast,
  tokenPath,
  withFix,
} from './theme-contrast';

// The CLI's contrast check is the widget's: the same pairs and threshold, reading colours in
// Node. The case: white button text on #8AB4F8 (about 2.1:1).

describe('themeContrast', () => {
  it('the default theme passes', () => {
    expect(themeContrast()).toEqual([]);
  });

  it("names the issue's light primary: the button's white text on it and the primary text on white, with fixes that pass", () => {
    const styles: StylesConfig = { colors: { primary: '#8AB4F8' } };
    const findings = themeContrast(styles);
    expect(findings.map((f) => f.label)).toEqual([
      'colors.primary on container.backgroundColor',
      'buttons.primary.textColor on buttons.primary.backgroundColor',
      'buttons.secondary.textColor on buttons.secondary.backgroundColor',
      'inputs.textColor on inputs.backgroundColor',
    ]);
    const button = findings[1];
    expect(button?.ratio).toBeCloseTo(2.1, 1);
    expect(contrastLine(button as never)).toBe(
      'the default #FFFFFF on styles.colors.primary #8AB4F8: 2.11:1, below WCAG AA (4.5:1) for text',
    );
    // The fix changes what the host chose (the primary colour), and passes once applied.
    expect(button?.fix?.path).toBe('colors.primary');
    expect(contrastFix(button as never)).toMatch(
      /^Set styles\.colors\.primary to #[0-9a-f]{6} \(4\.\d\d:1\), or another colour with 4\.5:1 or more\.$/,
    );
    let fixed = styles;
    for (let round = 0; round < 4; round++) {
      const [first] = themeContrast(fixed);
      if (!first?.fix) break;
      fixed = withFix(fixed, first.fix);
    }
    expect(themeContrast(fixed)).toEqual([]);
  });

  it('reads every colour syntax the schema accepts, and leaves page-dependent ones to the browser', () => {
    for (const value of ['#777', 'rgb(150 150 150)', 'hsl(0 0% 60%)', 'oklch(0.7 0 0)', 'silver']) {
      expect(themeContrast({ colors: { secondary: value } }).length, value).toBe(1);
    }
    expect(themeContrast({ colors: { secondary: 'var(--brand)' } })).toEqual([]);
  });

  it("TOKEN_SOURCES follows themeTokens' own fallbacks", () => {
    const paths = [...new Set(Object.values(TOKEN_SOURCES).flat())];
    // Each path set alone (and each with every other) gives the token the value of the first
    // source set, as themeTokens folds it.
    for (const first of paths) {
      for (const second of [undefined, ...paths]) {
        const styles = withFix(
          second ? withFix({}, { path: second, value: '#222222', ratio: 0 }) : {},
          { path: first, value: '#111111', ratio: 0 },
        );
        const tokens = themeTokens(styles);
        for (const { text, background } of CONTRAST_PAIRS) {
          for (const token of [text, background]) {
            const path = tokenPath(styles, token);
            const value = path ? (path === first ? '#111111' : '#222222') : undefined;
            if (value) expect(tokens[token], `${token} with ${first}, ${second}`).toBe(value);
            else expect(tokens[token]).not.toMatch(/^#(111111|222222)$/);
          }
        }
      }
    }
  });
});
