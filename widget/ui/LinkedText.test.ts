import { describe, expect, it } from 'vitest';
import { splitLinks } from './LinkedText';

describe('splitLinks', () => {
  it('turns only http(s) URLs into links and keeps trailing punctuation as text', () => {
    const parts = splitLinks(
      'See https://stytch.com/docs/x. Or javascript:alert(1) and http://a.b/c!',
    );
    expect(parts.filter((p) => p.isUrl).map((p) => p.text)).toEqual([
      'https://stytch.com/docs/x',
      'http://a.b/c',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(
      'See https://stytch.com/docs/x. Or javascript:alert(1) and http://a.b/c!',
    );
  });

  it('keeps plain text as one part', () => {
    expect(splitLinks('<b>not html</b>')).toEqual([
      { text: '<b>not html</b>', isUrl: false, at: 0 },
    ]);
  });
});
