import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNamedColor as inNode } from './named-colors';
import { isNamedColor as inBrowser } from './named-colors.browser';

afterEach(() => vi.unstubAllGlobals());

describe('named colours', () => {
  it('are looked up in the table in Node', () => {
    expect(inNode('rebeccapurple')).toBe(true);
    expect(inNode('blurple')).toBe(false);
  });

  it('are asked of the browser in the browser builds, for plain words only', () => {
    const supports = vi.fn((_property: string, value: string) => value === 'navy');
    vi.stubGlobal('CSS', { supports });
    expect(inBrowser('navy')).toBe(true);
    expect(inBrowser('blurple')).toBe(false);
    // Not a word: never handed to CSS.supports (which would accept var(…) anywhere).
    expect(inBrowser('var(--x)')).toBe(false);
    expect(supports).toHaveBeenCalledWith('color', 'navy');
    expect(supports).not.toHaveBeenCalledWith('color', 'var(--x)');
  });

  it('are refused where there is no CSS object (a server)', () => {
    vi.stubGlobal('CSS', undefined);
    expect(inBrowser('navy')).toBe(false);
  });
});
