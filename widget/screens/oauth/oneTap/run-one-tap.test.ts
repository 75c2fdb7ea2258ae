import { describe, expect, it, vi } from 'vitest';
import type { OneTapClientResult, OneTapInternals } from './one-tap-internals';
import type { OneTapPlan } from './one-tap-plan';
import type { OneTapState, PromptNotification } from './one-tap-state';
import { type GoogleIdApi, runOneTap } from './run-one-tap';

const PLAN: OneTapPlan = {
  position: 'embedded',
  placement: 'embedded',
  useFedCm: true,
  loginRedirectURL: 'http://localhost/in',
  signupRedirectURL: 'http://localhost/up',
};

const notDisplayed = (reason: string): PromptNotification => ({
  isNotDisplayed: () => true,
  getNotDisplayedReason: () => reason,
  isSkippedMoment: () => false,
  isDismissedMoment: () => false,
});
const displayed: PromptNotification = {
  isNotDisplayed: () => false,
  isSkippedMoment: () => false,
  isDismissedMoment: () => false,
};
const skipped = (reason: string): PromptNotification => ({
  isSkippedMoment: () => true,
  getSkippedReason: () => reason,
});

/** The official client's One Tap provider and Google's API, as fakes a test steers. */
function setup(
  options: {
    created?: OneTapClientResult | Error;
    notification?: PromptNotification;
    finish?: (response: { credential: string }) => Promise<void>;
    plan?: OneTapPlan;
    live?: () => boolean;
  } = {},
) {
  const states: OneTapState[] = [];
  const logged: unknown[][] = [];
  const loginErrors: unknown[] = [];
  const finish = vi.fn(options.finish ?? (async () => undefined));
  const redirectOnSuccess = vi.fn();
  const oneTap: OneTapInternals = {
    createOneTapClient: async () => {
      if (options.created instanceof Error) throw options.created;
      return options.created ?? { success: true };
    },
    fetchGoogleStart: async () => ({ googleClientId: 'client-123.apps.googleusercontent.com' }),
    createOnSuccessHandler: vi.fn(() => finish),
    redirectOnSuccess,
  };
  let config: Record<string, unknown> = {};
  const google: GoogleIdApi = {
    initialize: vi.fn((next) => {
      config = next;
    }),
    prompt: vi.fn((listener) => listener?.(options.notification ?? displayed)),
    cancel: vi.fn(),
  };
  const run = () =>
    runOneTap({
      oneTap,
      plan: options.plan ?? PLAN,
      google: () => google,
      promptParentId: 'prompt-parent',
      onState: (state) => states.push(state),
      onLoginError: (error) => loginErrors.push(error),
      isLive: options.live ?? (() => true),
      log: (...args) => logged.push(args),
    });
  return { run, states, logged, loginErrors, google, oneTap, finish, config: () => config };
}

describe('runOneTap: client-creation reasons', () => {
  it.each([
    ['oauth_config_not_found', 'noOAuthClient'],
    ['no_login_redirect_urls_set', 'noLoginRedirectUrls'],
    ['no_signup_redirect_urls_set', 'noSignupRedirectUrls'],
    ['default_provider_not_allowed', 'defaultProviderNotAllowed'],
  ])('%s is the %s state, and Google is never asked', async (reason, problem) => {
    const t = setup({ created: { success: false, reason } });
    await t.run();
    expect(t.states).toEqual([{ kind: 'problem', problem }]);
    expect(t.google.initialize).not.toHaveBeenCalled();
    expect(t.logged).toEqual([]);
  });

  it('another reason is logged and the prompt hidden', async () => {
    const t = setup({ created: { success: false, reason: 'unknown_error' } });
    await t.run();
    expect(t.states).toEqual([{ kind: 'hidden' }]);
    expect(t.logged).toEqual([
      ['One Tap could not load its settings for this project:', 'unknown_error'],
    ]);
  });

  it("Google's script failing to load is logged and the prompt hidden", async () => {
    const failure = new Error('https://accounts.google.com/gsi/client could not be loaded');
    const t = setup({ created: failure });
    await t.run();
    expect(t.states).toEqual([{ kind: 'hidden' }]);
    expect(t.logged).toEqual([['One Tap could not start:', failure]]);
  });
});

describe('runOneTap: the prompt', () => {
  it('initializes Google with the client id, the parent and the placement, then shows', async () => {
    const t = setup();
    await t.run();
    expect(t.config()).toMatchObject({
      client_id: 'client-123.apps.googleusercontent.com',
      auto_select: false,
      use_fedcm_for_prompt: true,
      cancel_on_tap_outside: false,
      prompt_parent_id: 'prompt-parent',
    });
    expect(t.states).toEqual([{ kind: 'shown' }]);
  });

  it('floating with FedCM off (forceFloating) lets a tap outside close it', async () => {
    const t = setup({
      plan: { ...PLAN, position: 'forceFloating', placement: 'floating', useFedCm: false },
    });
    await t.run();
    expect(t.config()).toMatchObject({ use_fedcm_for_prompt: false, cancel_on_tap_outside: true });
  });

  it.each([
    ['unregistered_origin', 'originNotAllowed'],
    ['invalid_client', 'invalidClient'],
  ])('not displayed for %s is the %s state', async (reason, problem) => {
    const t = setup({ notification: notDisplayed(reason) });
    await t.run();
    expect(t.states).toEqual([{ kind: 'problem', problem }]);
  });

  it('not displayed for another reason is logged and hidden', async () => {
    const t = setup({ notification: notDisplayed('suppressed_by_user') });
    await t.run();
    expect(t.states).toEqual([{ kind: 'hidden' }]);
    expect(t.logged).toEqual([
      ['Google did not display the One Tap prompt:', 'suppressed_by_user'],
    ]);
  });

  it('skipped by the person is hidden quietly; skipped by Google is logged', async () => {
    const closed = setup({ notification: skipped('user_cancel') });
    await closed.run();
    expect(closed.states).toEqual([{ kind: 'hidden' }]);
    expect(closed.logged).toEqual([]);
    const issuing = setup({ notification: skipped('issuing_failed') });
    await issuing.run();
    expect(issuing.states).toEqual([{ kind: 'hidden' }]);
    expect(issuing.logged).toEqual([['Google skipped the One Tap prompt:', 'issuing_failed']]);
  });

  it('asks nothing of Google once the widget has gone', async () => {
    const t = setup({ live: () => false });
    await t.run();
    expect(t.google.initialize).not.toHaveBeenCalled();
    expect(t.states).toEqual([]);
  });
});

describe('runOneTap: the login stays the provider’s', () => {
  it("hands Google's credential to the official client's handler with the redirect URLs", async () => {
    const t = setup();
    await t.run();
    expect(t.oneTap.createOnSuccessHandler).toHaveBeenCalledWith({
      loginRedirectUrl: 'http://localhost/in',
      signupRedirectUrl: 'http://localhost/up',
      onSuccess: t.oneTap.redirectOnSuccess,
    });
    const callback = t.config().callback as (r: { credential: string }) => Promise<void>;
    await callback({ credential: 'id-token' });
    expect(t.finish).toHaveBeenCalledWith({ credential: 'id-token' });
    expect(t.loginErrors).toEqual([]);
  });

  it('a refused credential comes back as a login error', async () => {
    const refusal = { error_type: 'not_supported_offline', error_message: 'no' };
    const t = setup({ finish: () => Promise.reject(refusal) });
    await t.run();
    const callback = t.config().callback as (r: { credential: string }) => Promise<void>;
    await callback({ credential: 'id-token' });
    expect(t.loginErrors).toEqual([refusal]);
  });
});
