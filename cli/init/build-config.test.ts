import { describe, expect, it } from 'vitest';
import { validateLoginConfigFile } from '../../widget/modes/login/config-file';
import type { InitAnswers } from './answers';
import { buildConfig } from './build-config';

const base: InitAnswers = {
  publicToken: 'public-token-test-1',
  products: ['otp'],
  otp: { methods: ['email'], expirationMinutes: 5 },
  sessionDurationMinutes: 30,
  theme: { logoImageUrl: '', hideHeaderText: false },
  enableShadowDOM: false,
  apiUrl: 'http://localhost:4010',
  snippets: ['html'],
  bundle: { where: 'local', url: '/stytch-widget/stytch-widget.js' },
};

describe('buildConfig', () => {
  it('writes the email OTP answers as a config the widget accepts, keys in reading order', () => {
    const config = buildConfig(base, './node_modules/stytch-widget/dist/stytch-widget.schema.json');
    expect(Object.keys(config)).toEqual([
      '$schema',
      'publicToken',
      'apiUrl',
      'products',
      'otpOptions',
      'sessionOptions',
      'styles',
      'enableShadowDOM',
    ]);
    expect(validateLoginConfigFile(config).ok).toBe(true);
  });

  it('shares the redirect URLs between magic links and OAuth, and writes One Tap on Google only', () => {
    const config = buildConfig(
      {
        ...base,
        products: ['emailMagicLinks', 'oauth'],
        otp: undefined,
        emailMagicLinks: { loginExpirationMinutes: 10, signupExpirationMinutes: 20 },
        oauth: { providers: ['google', 'github'], oneTap: true, oneTapPosition: 'floating' },
        redirects: { login: 'https://a.test/in', signup: 'https://a.test/up' },
        apiUrl: undefined,
      },
      'x',
    );
    expect(config).not.toHaveProperty('apiUrl');
    expect(config.emailMagicLinksOptions).toEqual({
      loginRedirectURL: 'https://a.test/in',
      loginExpirationMinutes: 10,
      signupRedirectURL: 'https://a.test/up',
      signupExpirationMinutes: 20,
    });
    expect(config.oauthOptions?.providers).toEqual([
      { type: 'google', one_tap: true, position: 'floating' },
      { type: 'github' },
    ]);
    // The mapping is complete: the widget accepts what init writes.
    expect(validateLoginConfigFile(config)).toMatchObject({ ok: true });
  });

  it('turns theme answers into styles', () => {
    const config = buildConfig(
      {
        ...base,
        theme: {
          colors: { primary: 'red', secondary: 'blue', success: 'green', error: 'maroon' },
          buttonRadius: '2px',
          fontFamily: 'Inter',
          logoImageUrl: 'https://a.test/logo.svg',
          hideHeaderText: true,
        },
      },
      'x',
    );
    expect(config.styles).toEqual({
      colors: { primary: 'red', secondary: 'blue', success: 'green', error: 'maroon' },
      buttons: { primary: { borderRadius: '2px' }, secondary: { borderRadius: '2px' } },
      fontFamily: 'Inter',
      hideHeaderText: true,
      logo: { logoImageUrl: 'https://a.test/logo.svg' },
    });
    expect(validateLoginConfigFile(config).ok).toBe(true);
  });
});
