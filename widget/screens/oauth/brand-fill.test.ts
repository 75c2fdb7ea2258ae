import { describe, expect, it } from 'vitest';
import { brandFill } from './brand-fill';

describe('brandFill', () => {
  it.each([
    ['4285F4', '#4285F4'],
    ['9146FF', '#9146FF'],
    ['F24E1E', '#F24E1E'],
  ])('keeps a mid-tone brand colour (%s)', (hex, fill) => {
    expect(brandFill(hex)).toBe(fill);
  });

  it.each(['000000', '181717', 'FFFC00', 'FFFFFF'])(
    'uses the button text colour for a colour that would vanish (%s)',
    (hex) => {
      expect(brandFill(hex)).toBe('currentColor');
    },
  );
});
