import { describe, expect, it } from 'vitest';
import { format } from '../../../i18n/en';
import { enOneTap } from '../../../i18n/en-one-tap';
import { oneTapMessage } from './one-tap-message';
import type { OneTapProblem } from './one-tap-state';

const t = (id: string, values?: Record<string, string | number>) =>
  format(enOneTap[id as keyof typeof enOneTap] ?? id, values);
const LOCATION = { host: 'localhost:5173', protocol: 'http:', hostname: 'localhost', port: '5173' };

describe('oneTapMessage: every One Tap state has its text', () => {
  it.each([
    ['originNotAllowed', 'host localhost:5173 is not allowed for this project'],
    ['invalidClient', 'client ID is not recognised by the Google provider'],
    ['noOAuthClient', 'no Google OAuth client configuration found'],
    ['noLoginRedirectUrls', 'no login redirect URLs set'],
    ['noSignupRedirectUrls', 'no signup redirect URLs set'],
    ['defaultProviderNotAllowed', 'the default OAuth provider is not compatible with One Tap'],
  ] as const)('%s', (problem: OneTapProblem, phrase) => {
    const message = oneTapMessage(problem, t, LOCATION);
    expect(message).toContain(phrase);
    expect(message).not.toMatch(/\{\w+\}/);
  });

  it('the origin message names the origins to add when developing', () => {
    expect(oneTapMessage('originNotAllowed', t, LOCATION)).toContain(
      'Add the localhost:5173 origins (http://localhost and http://localhost:5173)',
    );
  });
});
