import { describe, expect, it } from 'vitest';
import { cssVariables, DEFAULT_TOKENS, themeTokens } from './tokens';

describe('themeTokens', () => {
  it('uses the default theme when nothing is themed', () => {
    const t = themeTokens();
    expect(t).toEqual(DEFAULT_TOKENS);
    expect([t.primary, t.secondary, t.success, t.error]).toEqual([
      '#19303D',
      '#5C727D',
      '#0C5A56',
      '#8B1214',
    ]);
    expect([t.containerRadius, t.containerWidth, t.buttonRadius, t.buttonHeight]).toEqual([
      '8px',
      '400px',
      '4px',
      '45px',
    ]);
    expect(t.fontFamily.startsWith('Arial')).toBe(true);
  });

  it('lets the primary colour flow to primary buttons and numbers become px', () => {
    const t = themeTokens({ colors: { primary: 'rebeccapurple' }, container: { width: 320 } });
    expect(t.buttonPrimaryBackground).toBe('rebeccapurple');
    expect(t.containerWidth).toBe('320px');
    expect(cssVariables(t)['--stw-button-primary-background']).toBe('rebeccapurple');
    // A bare number in a string is pixels too (it was passed on as "12", which CSS drops).
    expect(themeTokens({ container: { width: '12' } }).containerWidth).toBe('12px');
  });

  it('honours buttons.secondary.borderRadius, else follows the primary radius', () => {
    expect(themeTokens({ buttons: { primary: { borderRadius: 2 } } }).buttonSecondaryRadius).toBe(
      '2px',
    );
    const t = themeTokens({
      buttons: { primary: { borderRadius: '2px' }, secondary: { borderRadius: '12px' } },
    });
    expect([t.buttonRadius, t.buttonSecondaryRadius]).toEqual(['2px', '12px']);
    expect(cssVariables(t)['--stw-button-secondary-radius']).toBe('12px');
  });
});
