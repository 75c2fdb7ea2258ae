import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { basicAuthHeader, parseBasicAuth } from './auth';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('parseBasicAuth', () => {
  it('splits public token and secret at the first colon', () => {
    expect(parseBasicAuth(basic('public-token-test-a:tok:en'))).toEqual({
      publicToken: 'public-token-test-a',
      secret: 'tok:en',
    });
  });

  it('returns null without a header and throws a 401 for a malformed one', () => {
    expect(parseBasicAuth(undefined)).toBeNull();
    expect(() => parseBasicAuth('Bearer x')).toThrow(ApiError);
    expect(() => parseBasicAuth(basic('nocolon'))).toThrow(/colon/);
  });
});

describe('basicAuthHeader', () => {
  it('is what parseBasicAuth reads back; logged out, the secret is the public token', () => {
    expect(parseBasicAuth(basicAuthHeader('public-token-test-a', 'session-tok'))).toEqual({
      publicToken: 'public-token-test-a',
      secret: 'session-tok',
    });
    expect(parseBasicAuth(basicAuthHeader('public-token-test-a'))).toEqual({
      publicToken: 'public-token-test-a',
      secret: 'public-token-test-a',
    });
  });
});
