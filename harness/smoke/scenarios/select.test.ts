import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../../widget/config/schema';
import { mountPages } from '../mount-pages';
import { scenarios } from './index';
import { selectScenarios } from './select';
import type { Scenario } from './types';

type OtpMethods = NonNullable<ConfigFile['otpOptions']>['methods'];

const config = (products: ConfigFile['products'], methods: OtpMethods = []): ConfigFile => ({
  publicToken: 'public-token-test-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  products,
  ...(methods.length ? { otpOptions: { methods } } : {}),
});

const names = (list: readonly Scenario[]) => list.map((s) => s.name);

describe('which smoke scenarios run', () => {
  it('on the login page: the login scenarios of the configured products and OTP methods', () => {
    expect(names(selectScenarios(scenarios, 'login', config(['otp'], ['email'])))).toEqual([
      'login: email one-time passcode',
    ]);
    expect(
      names(selectScenarios(scenarios, 'login', config(['emailMagicLinks', 'otp'], ['sms']))),
    ).toEqual(['login: SMS one-time passcode', 'login: email magic link']);
  });

  it('with passwords: its login scenarios, the passwordless branch the config picks, the reset mount', () => {
    const withEmailCodes = config(['passwords', 'otp'], ['email']);
    // Passwords take Main's email tab, so the plain email-code scenario no longer applies.
    expect(names(selectScenarios(scenarios, 'login', withEmailCodes))).toEqual([
      'login: password sign-up',
      'login: password log-in (a wrong one first)',
      'login: passwords, an account without a password gets an email passcode',
    ]);
    expect(
      names(selectScenarios(scenarios, 'login', config(['passwords', 'emailMagicLinks']))),
    ).toEqual([
      'login: password sign-up',
      'login: password log-in (a wrong one first)',
      'login: passwords, an account without a password gets a magic link',
    ]);
    expect(names(selectScenarios(scenarios, 'login', config(['passwords'])))).toContain(
      'login: passwords, an account without a password gets a reset email (Password Set New)',
    );
    expect(names(selectScenarios(scenarios, 'resetPassword', withEmailCodes))).toEqual([
      'resetPassword: forgot password, reset by email, log in with the new password',
      "resetPassword: 'Login without a password' and a login link",
    ]);
    expect(selectScenarios(scenarios, 'resetPassword', config(['otp'], ['email']))).toEqual([]);
  });

  it('with OAuth: the consent-page scenario, next to the email-style ones', () => {
    const oauth: ConfigFile = {
      ...config(['oauth', 'otp'], ['email']),
      oauthOptions: { providers: [{ type: 'github' }] },
    };
    expect(names(selectScenarios(scenarios, 'login', oauth))).toEqual([
      'login: email one-time passcode',
      'login: OAuth through the consent page',
    ]);
    expect(names(selectScenarios(scenarios, 'login', config(['otp'], ['email'])))).not.toContain(
      'login: OAuth through the consent page',
    );
  });

  it("passkeys: the harness's full scenarios on its own pages, the shared flow on an app's", () => {
    const withPasswords = config(['passwords', 'passkeys']);
    const smsOnly = config(['otp', 'passkeys'], ['sms']);
    expect(names(selectScenarios(scenarios, 'passkeyRegistration', withPasswords))).toEqual([
      'passkeyRegistration: register, rename, delete; log in with the passkey (button, autofill)',
    ]);
    expect(names(selectScenarios(scenarios, 'passkeyRegistration', smsOnly, 'harness'))).toEqual([
      "passkeyRegistration: without an email method, register and log in by 'Login with a Passkey'",
    ]);
    expect(names(selectScenarios(scenarios, 'passkeyRegistration', withPasswords, 'app'))).toEqual([
      "passkeyRegistration: on the app, after a login by a password or an email passcode, register a passkey, log out, log in by 'Login with a Passkey'",
    ]);
    expect(names(selectScenarios(scenarios, 'passkeyRegistration', smsOnly, 'app'))).toEqual([
      "passkeyRegistration: on the app, after a login by an SMS passcode, register a passkey, log out, log in by 'Login with a Passkey'",
    ]);
    // Nothing to log in by first (magic links are not followed there): no passkey scenario.
    expect(
      selectScenarios(
        scenarios,
        'passkeyRegistration',
        config(['emailMagicLinks', 'passkeys']),
        'app',
      ),
    ).toEqual([]);
    // The login scenarios run on both kinds of page.
    expect(names(selectScenarios(scenarios, 'login', withPasswords, 'app'))).toEqual(
      names(selectScenarios(scenarios, 'login', withPasswords, 'harness')),
    );
  });

  it('a scenario runs only on the page of its own mount mode', () => {
    // A scenario for a mode added later, declared here alone: the runner needs no edit for it.
    const resetScenario: Scenario = {
      name: 'reset-password: new password',
      mountMode: 'reset-password',
      appliesTo: () => true,
      run: async () => undefined,
    };
    const all = [...scenarios, resetScenario];
    const otp = config(['otp'], ['email']);
    expect(names(selectScenarios(all, 'login', otp))).not.toContain(resetScenario.name);
    expect(names(selectScenarios(all, 'reset-password', otp))).toEqual([resetScenario.name]);
  });

  it('every scenario names a mount mode the smoke run serves a page for', () => {
    const served = new Set(mountPages.map((page) => page.mountMode));
    for (const scenario of scenarios) expect(served, scenario.name).toContain(scenario.mountMode);
  });

  it('serves each mount mode on its own path', () => {
    const paths = mountPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(mountPages.find((page) => page.mountMode === 'login')?.path).toBe('/');
    expect(mountPages.find((page) => page.mountMode === 'resetPassword')?.path).toBe(
      '/resetPassword',
    );
  });
});
