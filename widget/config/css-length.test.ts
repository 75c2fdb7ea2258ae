import { describe, expect, it } from 'vitest';
import { cssLengthProblem, isCssLength, toCssLength } from './css-length';

describe('CSS lengths', () => {
  it('accepts non-negative numbers with px, rem, em or %, and bare numbers', () => {
    for (const ok of ['8px', '1.5rem', '2em', '100%', '0', '12', 12, 0, 4.5]) {
      expect(isCssLength(ok)).toBe(true);
    }
    for (const bad of ['8 px', '-1px', '8PX', 'round', '', '1e3px', -1, Number.NaN]) {
      expect(cssLengthProblem(bad)).toContain('must be a CSS length');
    }
  });

  it('turns a bare number into pixels, so the browser applies it (was written as "12")', () => {
    expect(toCssLength('12')).toBe('12px');
    expect(toCssLength(12)).toBe('12px');
    expect(toCssLength('1.5')).toBe('1.5px');
    expect(toCssLength('2rem')).toBe('2rem');
  });
});
