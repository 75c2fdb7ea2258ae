import { describe, expect, it } from 'vitest';
import { allows, metaPolicies, parseHeader, parsePolicy, sourceMatches } from './csp';

const page = new URL('https://shop.example/login');
const ok = (source: string, url: string) => sourceMatches(source, new URL(url), page);

describe('CSP source matching', () => {
  it("'self', schemes, wildcards, ports and paths", () => {
    expect(ok("'self'", 'https://shop.example/x.js')).toBe(true);
    expect(ok("'self'", 'https://cdn.example/x.js')).toBe(false);
    expect(ok('https:', 'https://cdn.example/x.js')).toBe(true);
    expect(ok('https:', 'http://cdn.example/x.js')).toBe(false);
    expect(ok('*', 'https://cdn.example/x.js')).toBe(true);
    expect(ok('*.example', 'https://cdn.example/x.js')).toBe(true);
    expect(ok('*.example', 'https://example/x.js')).toBe(false);
    expect(ok('cdn.example', 'https://cdn.example/x.js')).toBe(true);
    expect(ok('cdn.example', 'https://cdn.example:8443/x.js')).toBe(false);
    expect(ok('http://localhost:*', 'http://localhost:4010/sdk/v1/x')).toBe(true);
    expect(ok('http://localhost:4010', 'http://localhost:4011/')).toBe(false);
    expect(ok('https://cdn.example/widget/', 'https://cdn.example/widget/a.js')).toBe(true);
    expect(ok('https://cdn.example/widget/a.js', 'https://cdn.example/widget/b.js')).toBe(false);
    expect(ok("'none'", 'https://shop.example/')).toBe(false);
    expect(ok("'unsafe-inline'", 'https://shop.example/')).toBe(false);
  });

  it('falls back from script-src-elem to script-src to default-src, and frame-src to child-src', () => {
    const policy = parsePolicy("default-src 'self'; child-src https://frames.example", 'header');
    const url = new URL('https://cdn.example/x.js');
    expect(allows(policy, 'script-src-elem', url, page)).toEqual({
      allowed: false,
      directive: 'default-src',
    });
    expect(allows(policy, 'frame-src', new URL('https://frames.example/a'), page)).toEqual({
      allowed: true,
      directive: 'child-src',
    });
    expect(allows(parsePolicy('img-src *', 'meta'), 'connect-src', url, page)).toEqual({
      allowed: true,
    });
  });

  it('reads several policies of a header and the meta tags of a page', () => {
    expect(parseHeader("script-src 'self', connect-src 'none'")).toHaveLength(2);
    expect(
      metaPolicies(
        `<meta charset="utf-8"><META content="script-src 'self' https://cdn.example" http-equiv='Content-Security-Policy'>`,
      ),
    ).toEqual(["script-src 'self' https://cdn.example"]);
  });
});
