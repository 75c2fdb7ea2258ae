import { describe, expect, it } from 'vitest';
import { matchesAddress, parseLoggedIn } from './logged-in';

describe('--logged-in', () => {
  it('reads a path or a URL as an address pattern, anything else as a CSS selector', () => {
    expect(parseLoggedIn('#account')).toEqual({
      kind: 'selector',
      selector: '#account',
      source: '#account',
    });
    expect(parseLoggedIn('main[data-user] .name')).toMatchObject({ kind: 'selector' });
    expect(parseLoggedIn('/dashboard*')).toMatchObject({ kind: 'url', source: '/dashboard*' });
    expect(parseLoggedIn('http://localhost:3000/home')).toMatchObject({ kind: 'url' });
  });

  it('matches a path pattern on the path alone, a URL pattern on the address without its query', () => {
    const path = parseLoggedIn('/dashboard*');
    const url = parseLoggedIn('http://localhost:*/home');
    if (path.kind !== 'url' || url.kind !== 'url') throw new Error('not a URL pattern');
    expect(matchesAddress(path, 'http://localhost:3000/dashboard/settings?tab=1')).toBe(true);
    expect(matchesAddress(path, 'http://localhost:3000/login?next=/dashboard')).toBe(false);
    expect(matchesAddress(url, 'http://localhost:5173/home?x=1')).toBe(true);
    expect(matchesAddress(url, 'http://localhost:5173/homepage')).toBe(false);
    // A dot is a dot, not any character.
    const dotted = parseLoggedIn('/account.html');
    if (dotted.kind !== 'url') throw new Error('not a URL pattern');
    expect(matchesAddress(dotted, 'http://app/accountXhtml')).toBe(false);
  });

  it('refuses an empty value, naming both forms', () => {
    expect(() => parseLoggedIn('  ')).toThrow(/a CSS selector \('#account'\) or a path/);
  });
});
