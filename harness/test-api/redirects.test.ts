import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './projects';
import { isAllowedRedirect, linkWithToken } from './redirects';

describe('redirect URLs', () => {
  it('allows localhost on any port and path by default, nothing else', () => {
    expect(isAllowedRedirect('http://localhost:3000/auth?x=1', DEFAULT_SETTINGS)).toBe(true);
    expect(isAllowedRedirect('http://127.0.0.1:5173/', DEFAULT_SETTINGS)).toBe(true);
    expect(isAllowedRedirect('https://evil.example/', DEFAULT_SETTINGS)).toBe(false);
    expect(isAllowedRedirect('javascript:alert(1)', DEFAULT_SETTINGS)).toBe(false);
    expect(isAllowedRedirect('http://localhost.evil.example/', DEFAULT_SETTINGS)).toBe(false);
  });

  it('honours path patterns', () => {
    const settings = { ...DEFAULT_SETTINGS, allowedRedirectUrls: ['https://app.example/auth/*'] };
    expect(isAllowedRedirect('https://app.example/auth/callback', settings)).toBe(true);
    expect(isAllowedRedirect('https://app.example/other', settings)).toBe(false);
  });

  it('adds the token parameters and keeps the existing query', () => {
    const link = new URL(linkWithToken('http://localhost:3000/a?keep=1', 'magic_links', 'T'));
    expect([...link.searchParams]).toEqual([
      ['keep', '1'],
      ['stytch_token_type', 'magic_links'],
      ['token', 'T'],
    ]);
  });
});
