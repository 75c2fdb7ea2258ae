import colorNames from 'color-name';
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

  it('leave out the system colours, which Node refuses (the OS colours, not named colours)', () => {
    vi.stubGlobal('CSS', { supports: () => true });
    // CSS Color 4's system colours, current and deprecated.
    const system =
      'accentcolor accentcolortext activetext buttonborder buttonface buttontext canvas canvastext field fieldtext graytext highlight highlighttext linktext mark marktext selecteditem selecteditemtext visitedtext activeborder activecaption appworkspace background buttonhighlight buttonshadow captiontext inactiveborder inactivecaption inactivecaptiontext infobackground infotext menu menutext scrollbar threeddarkshadow threedface threedhighlight threedlightshadow threedshadow window windowframe windowtext';
    for (const name of system.split(' ')) {
      expect([name, inBrowser(name)]).toEqual([name, false]);
      expect(inNode(name)).toBe(false);
    }
    for (const name of Object.keys(colorNames))
      expect([name, inBrowser(name)]).toEqual([name, true]);
  });

  it('are refused where there is no CSS object (a server)', () => {
    vi.stubGlobal('CSS', undefined);
    expect(inBrowser('navy')).toBe(false);
  });
});
