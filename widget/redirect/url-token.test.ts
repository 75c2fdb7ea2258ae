// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/reset?stytch_token_type=reset_password&token=abc&next=%2Fhome#top"}
import { describe, expect, it } from 'vitest';
import { readUrlToken, removeTokenFromAddressBar } from './url-token';

describe('url tokens', () => {
  it('reads the token type and the token', () => {
    expect(readUrlToken(window.location.href)).toEqual({
      tokenType: 'reset_password',
      token: 'abc',
    });
    expect(readUrlToken('http://localhost:3000/')).toEqual({ tokenType: null, token: null });
  });

  it('takes only the token out of the address bar, keeping the rest and the history entry count', () => {
    const entries = window.history.length;
    removeTokenFromAddressBar();
    expect(window.location.href).toBe('http://localhost:3000/reset?next=%2Fhome#top');
    expect(window.history.length).toBe(entries);
  });
});
