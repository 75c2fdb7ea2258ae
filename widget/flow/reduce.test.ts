import { describe, expect, it } from 'vitest';
import { reduce } from './reduce';
import { Screen } from './screens';
import { initialFlowState } from './state';
import { createFlowStore } from './store';

describe('reduce', () => {
  it('moves between screens and clears the form error on the way', () => {
    const withError = reduce(initialFlowState(), { type: 'setErrorMessage', message: 'Nope' });
    expect(withError.form.errorMessage).toBe('Nope');
    const next = reduce(withError, { type: 'transition', screen: Screen.OtpAuthenticate });
    expect(next.screen).toBe(Screen.OtpAuthenticate);
    expect(next.form.errorMessage).toBe('');
  });

  it('merges OTP state updates without losing other fields', () => {
    const sent = reduce(initialFlowState(), {
      type: 'updateOtpState',
      otpState: {
        type: 'email',
        methodId: 'email-test-1',
        otpDestination: 'a@b.co',
        sendTo: 'a@b.co',
        expiresAt: 10,
      },
    });
    const resent = reduce(sent, { type: 'updateOtpState', otpState: { methodId: 'email-test-2' } });
    expect(resent.form.otpState).toEqual({
      type: 'email',
      methodId: 'email-test-2',
      otpDestination: 'a@b.co',
      sendTo: 'a@b.co',
      expiresAt: 10,
    });
  });

  it('stores and clears the magic-link email and the error', () => {
    let state = reduce(initialFlowState(), { type: 'setMagicLinkEmail', email: 'x@y.z' });
    expect(state.form.magicLinkState.email).toBe('x@y.z');
    state = reduce(state, { type: 'setErrorMessage', message: 'Bad' });
    state = reduce(state, { type: 'clearErrorMessage' });
    expect(state.form.errorMessage).toBe('');
    expect(state.form.magicLinkState.email).toBe('x@y.z');
  });

  it('merges password state updates and starts a new user by default', () => {
    expect(initialFlowState().form.passwordState).toEqual({ email: '', type: 'new' });
    const found = reduce(initialFlowState(), {
      type: 'updatePasswordState',
      passwordState: { email: 'ada@example.com', type: 'password' },
    });
    const retyped = reduce(found, {
      type: 'updatePasswordState',
      passwordState: { type: 'passwordless' },
    });
    expect(retyped.form.passwordState).toEqual({ email: 'ada@example.com', type: 'passwordless' });
    expect(retyped.form.otpState).toEqual(initialFlowState().form.otpState);
  });

  it('replaces the reset token state whole', () => {
    const state = reduce(initialFlowState(), {
      type: 'setResetPasswordState',
      resetPasswordState: { token: 'tok-1', tokenType: 'login' },
    });
    expect(state.form.resetPasswordState).toEqual({ token: 'tok-1', tokenType: 'login' });
    expect(state.screen).toBe(Screen.Main);
  });

  it('merges crypto state updates, Metamask being the default wallet', () => {
    expect(initialFlowState().form.cryptoState).toEqual({
      walletAddress: '',
      walletOption: 'metamask',
      walletChallenge: '',
    });
    const chosen = reduce(initialFlowState(), {
      type: 'updateCryptoState',
      cryptoState: { walletOption: 'phantom' },
    });
    const challenged = reduce(chosen, {
      type: 'updateCryptoState',
      cryptoState: { walletAddress: 'addr', walletChallenge: 'Sign this' },
    });
    expect(challenged.form.cryptoState).toEqual({
      walletAddress: 'addr',
      walletOption: 'phantom',
      walletChallenge: 'Sign this',
    });
  });

  it('never mutates the previous state', () => {
    const before = initialFlowState();
    const snapshot = structuredClone(before);
    reduce(before, { type: 'transition', screen: Screen.OtpConfirmation });
    reduce(before, { type: 'updateOtpState', otpState: { methodId: 'm' } });
    reduce(before, { type: 'updatePasswordState', passwordState: { email: 'e@x.io' } });
    reduce(before, {
      type: 'setResetPasswordState',
      resetPasswordState: { token: 't', tokenType: 'reset_password' },
    });
    reduce(before, { type: 'updateCryptoState', cryptoState: { walletChallenge: 'c' } });
    expect(before).toEqual(snapshot);
  });
});

describe('createFlowStore', () => {
  it('notifies subscribers on change and stops after unsubscribe', () => {
    const store = createFlowStore(initialFlowState());
    const seen: string[] = [];
    const stop = store.subscribe(() => seen.push(store.getState().screen));
    store.dispatch({ type: 'transition', screen: Screen.OtpAuthenticate });
    stop();
    store.dispatch({ type: 'transition', screen: Screen.Main });
    expect(seen).toEqual([Screen.OtpAuthenticate]);
    expect(store.getState().screen).toBe(Screen.Main);
  });
});
