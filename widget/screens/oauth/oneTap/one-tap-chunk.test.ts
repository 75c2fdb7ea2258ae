import { describe, expect, it } from 'vitest';
import { defaultString, en } from '../../../i18n/en';
import { enOneTap } from '../../../i18n/en-one-tap';

describe("One Tap's chunk", () => {
  it('brings its strings: they are not in the first-render table before it loads', async () => {
    expect(Object.keys(en).filter((id) => id in enOneTap)).toEqual([]);
    expect(defaultString('oneTap.invalidClient')).toBe('oneTap.invalidClient');
    await import('./one-tap-chunk');
    expect(defaultString('oneTap.invalidClient')).toBe(enOneTap['oneTap.invalidClient']);
  });
});
