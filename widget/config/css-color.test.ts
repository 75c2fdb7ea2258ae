import { describe, expect, it } from 'vitest';
import { cssColorProblem, isCssColor } from './css-color';

describe('CSS colours', () => {
  it('accepts hex, colour functions with real arguments, variables and names', () => {
    for (const ok of [
      '#19303D',
      '#abc',
      'rgb(25 48 61)',
      'RGB(25, 48, 61)',
      'rgba(25, 48, 61, 0.5)',
      'rgb(10% 20% 30% / 50%)',
      'hsl(200deg 40% 20%)',
      'hsl(200, 40%, 20%)',
      'oklch(0.5 0.1 200)',
      'color(display-p3 1 0 0)',
      'var(--brand)',
      'transparent',
      'currentColor',
      'navy',
      'RebeccaPurple',
    ]) {
      expect(isCssColor(ok)).toBe(true);
    }
  });

  it('refuses what the browser would drop (a loose check let "rgb(a)" through)', () => {
    for (const bad of [
      'rgb(a)',
      'rgb(1)',
      'rgb(1, 2)',
      'rgb(10%, 20, 30)',
      'hsl(200, 40, 20)',
      'blurple',
      '#12345',
      ' navy',
      'inherit',
      '',
    ]) {
      expect(cssColorProblem(bad)).toContain('must be a CSS colour');
    }
  });
});
