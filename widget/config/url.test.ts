import { describe, expect, it } from 'vitest';
import { httpUrlProblem, isHttpUrl } from './url';

describe('http(s) URLs', () => {
  it('accepts absolute http and https URLs', () => {
    for (const ok of [
      'http://localhost:3000/authenticate',
      'https://example.com/a?b=c#d',
      'HTTPS://EXAMPLE.COM',
    ]) {
      expect(isHttpUrl(ok)).toBe(true);
    }
  });

  it('refuses other schemes, relative URLs, whitespace and what new URL would fix up', () => {
    for (const bad of [
      'localhost:4010',
      '/authenticate',
      'ftp://x.test',
      'javascript:alert(1)',
      'http://',
      'http:///x',
      'http://exa mple.com',
      'http://example.com/a b',
      ' http://example.com',
      'http://[::1',
    ]) {
      expect(httpUrlProblem(bad)).toContain('must be an absolute http(s) URL');
    }
  });
});
