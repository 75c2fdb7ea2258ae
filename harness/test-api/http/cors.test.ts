import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_ORIGINS, originMatcher } from './cors';

describe('originMatcher', () => {
  const allowed = originMatcher(DEFAULT_ALLOWED_ORIGINS);

  it('allows localhost and 127.0.0.1 on any port', () => {
    expect(allowed('http://localhost:3000')).toBe(true);
    expect(allowed('http://127.0.0.1:4010')).toBe(true);
  });

  it('refuses other hosts, schemes and look-alikes', () => {
    expect(allowed('https://localhost:3000')).toBe(false);
    expect(allowed('http://localhost.evil.com:80')).toBe(false);
    expect(allowed('http://evil.com/http://localhost:1')).toBe(false);
    expect(allowed('http://127.0.0.1x:1')).toBe(false);
  });
});
