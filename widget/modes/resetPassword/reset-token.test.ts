// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readResetToken } from './reset-token';

const base = { elementId: '#reset', publicToken: 'public-token-test-1', config: { products: [] } };

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

beforeEach(() => visit('/reset'));

describe('readResetToken', () => {
  it('reads a reset link and takes its token out of the address bar', () => {
    visit('/reset?stytch_token_type=reset_password&token=tok-1&public_token=p');
    expect(readResetToken(base)).toEqual({ token: 'tok-1', tokenType: 'reset_password' });
    expect(window.location.search).toBe('?public_token=p');
  });

  it('reads a login link as one (stytch_token_type=login)', () => {
    visit('/reset?stytch_token_type=login&token=tok-2');
    expect(readResetToken(base)).toEqual({ token: 'tok-2', tokenType: 'login' });
    expect(window.location.search).toBe('');
  });

  it('reads a bare token as a reset token', () => {
    visit('/reset?token=tok-3');
    expect(readResetToken(base)).toEqual({ token: 'tok-3', tokenType: 'reset_password' });
    expect(window.location.search).toBe('');
  });

  it('prefers passwordResetToken, and still clears a token left in the address', () => {
    visit('/reset?stytch_token_type=login&token=from-url');
    expect(readResetToken({ ...base, passwordResetToken: 'from-option' })).toEqual({
      token: 'from-option',
      tokenType: 'login',
    });
    expect(window.location.search).toBe('');
  });

  it('leaves other flows alone (an OAuth or magic-link token is not a reset token)', () => {
    visit('/reset?stytch_token_type=oauth&token=oauth-tok');
    expect(readResetToken(base)).toEqual({ token: '', tokenType: 'reset_password' });
    expect(window.location.search).toBe('?stytch_token_type=oauth&token=oauth-tok');
  });

  it('starts with no token when there is none', () => {
    expect(readResetToken(base)).toEqual({ token: '', tokenType: 'reset_password' });
  });
});
