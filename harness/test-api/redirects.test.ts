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

  it('lets a wildcard port match the default port, which URLs leave out', () => {
    expect(isAllowedRedirect('http://localhost/cb', DEFAULT_SETTINGS)).toBe(true);
    expect(isAllowedRedirect('http://localhost:80/cb', DEFAULT_SETTINGS)).toBe(true);
    expect(isAllowedRedirect('http://127.0.0.1/', DEFAULT_SETTINGS)).toBe(true);
    const https = { ...DEFAULT_SETTINGS, allowedRedirectUrls: ['https://localhost:*/auth/*'] };
    expect(isAllowedRedirect('https://localhost/auth/cb', https)).toBe(true);
    expect(isAllowedRedirect('https://localhost:8443/auth/cb', https)).toBe(true);
    expect(isAllowedRedirect('https://localhost/other', https)).toBe(false);
    // The port wildcard stays a port: it neither changes the scheme nor widens the host.
    expect(isAllowedRedirect('https://localhost/cb', DEFAULT_SETTINGS)).toBe(false);
    expect(isAllowedRedirect('http://localhost.evil.example/cb', DEFAULT_SETTINGS)).toBe(false);
    expect(isAllowedRedirect('http://localhost:3000@evil.example/', DEFAULT_SETTINGS)).toBe(false);
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
