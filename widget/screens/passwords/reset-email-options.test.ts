import { describe, expect, it } from 'vitest';
import { resetEmailOptions } from './reset-email-options';

describe('resetEmailOptions', () => {
  it('sends nothing extra when no option is set (the project defaults apply)', () => {
    expect(resetEmailOptions(undefined)).toEqual({});
    expect(resetEmailOptions({})).toEqual({});
  });

  it('maps every configured option to its API field', () => {
    expect(
      resetEmailOptions({
        loginRedirectURL: 'https://example.com/login',
        resetPasswordRedirectURL: 'https://example.com/reset',
        resetPasswordExpirationMinutes: 45,
        resetPasswordTemplateId: 'reset-tpl',
        locale: 'pt-br',
      }),
    ).toEqual({
      login_redirect_url: 'https://example.com/login',
      reset_password_redirect_url: 'https://example.com/reset',
      reset_password_expiration_minutes: 45,
      reset_password_template_id: 'reset-tpl',
      locale: 'pt-br',
    });
  });

  it('maps each option alone, without the others', () => {
    expect(resetEmailOptions({ resetPasswordExpirationMinutes: 10 })).toEqual({
      reset_password_expiration_minutes: 10,
    });
    expect(resetEmailOptions({ resetPasswordRedirectURL: 'http://localhost:3000/r' })).toEqual({
      reset_password_redirect_url: 'http://localhost:3000/r',
    });
  });
});
