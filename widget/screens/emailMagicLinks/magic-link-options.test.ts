import { describe, expect, it } from 'vitest';
import { currentPageUrl, magicLinkRequestOptions } from './magic-link-options';

describe('currentPageUrl', () => {
  it('drops the query and the fragment', () => {
    expect(currentPageUrl('http://localhost:3000/login?next=%2Fhome#top')).toBe(
      'http://localhost:3000/login',
    );
  });
});

describe('magicLinkRequestOptions', () => {
  it('defaults the redirect URLs to the page and the expirations to 30 minutes', () => {
    expect(magicLinkRequestOptions(undefined, 'http://localhost:3000/')).toEqual({
      login_magic_link_url: 'http://localhost:3000/',
      signup_magic_link_url: 'http://localhost:3000/',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
    });
  });

  it('maps every configured option to its API field', () => {
    expect(
      magicLinkRequestOptions(
        {
          loginRedirectURL: 'https://example.com/login',
          signupRedirectURL: 'https://example.com/signup',
          loginExpirationMinutes: 15,
          signupExpirationMinutes: 60,
          loginTemplateId: 'login-tpl',
          signupTemplateId: 'signup-tpl',
          createUserAsPending: false,
          domainHint: 'example.com',
          locale: 'es',
        },
        'http://localhost:3000/',
      ),
    ).toEqual({
      login_magic_link_url: 'https://example.com/login',
      signup_magic_link_url: 'https://example.com/signup',
      login_expiration_minutes: 15,
      signup_expiration_minutes: 60,
      login_template_id: 'login-tpl',
      signup_template_id: 'signup-tpl',
      create_user_as_pending: false,
      domain_hint: 'example.com',
      locale: 'es',
    });
  });
});
