import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKENS, themeTokens } from '../theme/tokens';
import { contrastFailures, contrastMessage, contrastRatio, type Rgba } from './contrast';

const hex = (value: string): Rgba => ({
  r: Number.parseInt(value.slice(1, 3), 16),
  g: Number.parseInt(value.slice(3, 5), 16),
  b: Number.parseInt(value.slice(5, 7), 16),
  a: 1,
});

const failuresOf = (tokens: Record<string, string>) =>
  contrastFailures((token) => (tokens[token]?.startsWith('#') ? hex(tokens[token]) : null));

describe('contrast', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio(hex('#000000'), hex('#FFFFFF'))).toBeCloseTo(21, 5);
    expect(contrastRatio(hex('#FFFFFF'), hex('#FFFFFF'))).toBe(1);
    // #767676 on white is the classic AA boundary (4.54:1).
    expect(contrastRatio(hex('#767676'), hex('#FFFFFF'))).toBeCloseTo(4.54, 2);
  });

  it('passes the default theme', () => {
    expect(failuresOf(DEFAULT_TOKENS)).toEqual([]);
  });

  it('names each failing pair of a host theme by its styles options', () => {
    const tokens = themeTokens({
      colors: { secondary: '#AAAAAA' },
      buttons: { primary: { backgroundColor: '#FFD400', textColor: '#FFFFFF' } },
    });
    const failures = failuresOf(tokens);
    expect(failures.map((f) => f.label)).toEqual([
      'colors.secondary on container.backgroundColor',
      'buttons.primary.textColor on buttons.primary.backgroundColor',
    ]);
    expect(contrastMessage(failures)).toContain(
      'colors.secondary on container.backgroundColor: 2.32:1',
    );
  });

  it('takes translucent text over its background', () => {
    const failures = contrastFailures((token) =>
      token === 'primary'
        ? { r: 0, g: 0, b: 0, a: 0.2 }
        : token === 'containerBackground'
          ? hex('#FFFFFF')
          : null,
    );
    expect(failures.map((f) => f.label)).toEqual(['colors.primary on container.backgroundColor']);
  });
});
