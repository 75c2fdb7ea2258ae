import { describe, expect, it } from 'vitest';
import { oauthStartPayload } from './oauth-start';

describe('oauthStartPayload', () => {
  it('maps the redirect URLs and the provider scopes and parameters to the start fields', () => {
    expect(
      oauthStartPayload(
        {
          type: 'github',
          custom_scopes: ['read:user', 'user:email'],
          provider_params: { prompt: 'consent', login: 'octocat' },
        },
        {
          providers: [],
          loginRedirectURL: 'https://example.com/authenticate',
          signupRedirectURL: 'https://example.com/welcome',
        },
      ),
    ).toEqual({
      login_redirect_url: 'https://example.com/authenticate',
      signup_redirect_url: 'https://example.com/welcome',
      custom_scopes: ['read:user', 'user:email'],
      provider_params: { prompt: 'consent', login: 'octocat' },
    });
  });

  it('leaves out what the config leaves out or leaves empty, so the project defaults apply', () => {
    expect(oauthStartPayload({ type: 'google' }, { providers: [{ type: 'google' }] })).toEqual({});
    expect(
      oauthStartPayload({ type: 'slack', custom_scopes: [], provider_params: {} }, undefined),
    ).toEqual({});
  });

  it('takes only the signup URL when the login URL is not set', () => {
    expect(
      oauthStartPayload(
        { type: 'apple' },
        { providers: [], signupRedirectURL: 'https://example.com/welcome' },
      ),
    ).toEqual({ signup_redirect_url: 'https://example.com/welcome' });
  });
});
