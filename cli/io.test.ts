import { describe, expect, it } from 'vitest';
import { colorEnabled, paint } from './io';

describe('colour', () => {
  it('only on a TTY, and never with NO_COLOR', () => {
    expect(colorEnabled({ write: () => true, isTTY: true }, {})).toBe(true);
    expect(colorEnabled({ write: () => true, isTTY: false }, {})).toBe(false);
    expect(colorEnabled({ write: () => true }, {})).toBe(false);
    expect(colorEnabled({ write: () => true, isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    // no-color.org: an empty NO_COLOR does not count.
    expect(colorEnabled({ write: () => true, isTTY: true }, { NO_COLOR: '' })).toBe(true);
  });

  it('paints only when enabled', () => {
    expect(paint(false).red('x')).toBe('x');
    expect(paint(true).red('x')).toBe('\u001b[31mx\u001b[39m');
  });
});
