import { describe, expect, it } from 'vitest';
import { EXTENSION_ORIGIN } from '../../shared/extension-id';
import { DEFAULT_ALLOWED_ORIGINS, originMatcher, originRefusal } from './cors';

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

  it("allows the package's own extension, and no other extension", () => {
    expect(allowed(EXTENSION_ORIGIN)).toBe(true);
    expect(allowed('chrome-extension://abcdefghijklmnopabcdefghijklmnop')).toBe(false);
    expect(allowed(`${EXTENSION_ORIGIN}x`)).toBe(false);
    expect(
      DEFAULT_ALLOWED_ORIGINS.some((origin) => origin.startsWith('chrome-extension://*')),
    ).toBe(false);
  });
});

describe('originRefusal', () => {
  it('names the origin, the error type and the flag that allows it', () => {
    expect(originRefusal('http://evil.example')).toBe(
      'This test API refuses the origin http://evil.example (origin_not_allowed): start it with --allow-origin http://evil.example (or allowedOrigins in the API).',
    );
  });
});
