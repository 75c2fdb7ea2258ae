// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { DEFAULT_BOOTSTRAP } from '../../client/internals';
import { Screen } from '../../flow/screens';
import type { ResetTokenType } from '../../flow/state';
import { PasswordResetForm } from './PasswordResetForm';
import { STRENGTH_CHECK_DEBOUNCE_MS } from './useStrengthCheck';

const strong = {
  valid_password: true,
  score: 4,
  breached_password: false,
  strength_policy: 'zxcvbn',
  feedback: { warning: '' },
};
const weak = {
  valid_password: false,
  score: 1,
  breached_password: false,
  strength_policy: 'zxcvbn',
  feedback: { warning: 'This is a very common password.' },
};

function setup({
  token = 'tok-1',
  tokenType = 'reset_password' as ResetTokenType,
  resetByEmail = vi.fn(async (): Promise<object> => ({ user_id: 'user-test-1' })),
  authenticate = vi.fn(async (): Promise<object> => ({ user_id: 'user-test-1' })),
} = {}) {
  const strengthCheck = vi.fn(async ({ password }: { password: string }) =>
    password.length >= 12 ? strong : weak,
  );
  const client = { passwords: { strengthCheck, resetByEmail }, magicLinks: { authenticate } };
  const root = widgetTestRoot({ products: ['passwords'] }, client, {
    sessionDurationMinutes: 60,
    bootstrap: DEFAULT_BOOTSTRAP,
  });
  root.value.store.dispatch({ type: 'transition', screen: Screen.PasswordResetForm });
  root.value.store.dispatch({
    type: 'setResetPasswordState',
    resetPasswordState: { token, tokenType },
  });
  render(<PasswordResetForm />, { wrapper: root.wrapper });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...root, strengthCheck, resetByEmail, authenticate, user };
}

const passwordField = () => screen.getByLabelText('Password');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const settle = () => act(async () => vi.advanceTimersByTimeAsync(STRENGTH_CHECK_DEBOUNCE_MS));

async function typeStrongPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(passwordField(), 'correct horse battery');
  await settle();
  await waitFor(() => expect(continueButton().hasAttribute('disabled')).toBe(false));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Password Reset Form', () => {
  it("reads 'Reset your password' with a new-password field and its strength, checked without an email", async () => {
    const { user, strengthCheck } = setup();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(passwordField().getAttribute('autocomplete')).toBe('new-password');
    await user.type(passwordField(), 'password');
    await settle();
    expect(await screen.findByRole('meter', { name: 'Password strength' })).toBeTruthy();
    expect(screen.getByText('This is a very common password.')).toBeTruthy();
    expect(strengthCheck).toHaveBeenCalledWith({ password: 'password' });
    expect(continueButton().hasAttribute('disabled')).toBe(true);
  });

  it('resets by the token with the session length and ends on Password Confirmation', async () => {
    const { user, resetByEmail, value } = setup();
    await typeStrongPassword(user);
    await user.click(continueButton());
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordConfirmation));
    expect(resetByEmail).toHaveBeenCalledWith({
      token: 'tok-1',
      password: 'correct horse battery',
      session_duration_minutes: 60,
    });
    expect(value.emit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'PASSWORD_RESET_BY_EMAIL' }),
    );
    expect(value.emit).toHaveBeenCalledWith({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: {} });
  });

  it('shows an expired or used token below the form and lets the user try again', async () => {
    const { user, value } = setup({
      resetByEmail: vi.fn(async () => {
        throw { error_type: 'unable_to_reset_password', error_message: 'The link has expired.' };
      }),
    });
    await typeStrongPassword(user);
    await user.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The link has expired.');
    // Below the form, not inside it.
    expect(alert.closest('form')).toBeNull();
    const form = continueButton().closest('form') as HTMLFormElement;
    expect(form.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    expect(value.store.getState().screen).toBe(Screen.PasswordResetForm);
  });

  it("'Login without a password' spends the token as a magic link, 'Logging in...' while busy", async () => {
    let finish: (value: object) => void = () => undefined;
    const authenticate = vi.fn(() => new Promise<object>((resolve) => (finish = resolve)));
    const { user, value } = setup({ authenticate });
    await user.click(screen.getByRole('button', { name: 'Login without a password' }));
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(authenticate).toHaveBeenCalledWith('tok-1', { session_duration_minutes: 60 });
    await act(async () => finish({ user_id: 'user-test-1' }));
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordConfirmation));
  });

  it('a refused login link shows why under its button', async () => {
    const { user } = setup({
      authenticate: vi.fn(async () => {
        throw { error_type: 'unable_to_auth_magic_link', error_message: 'Used already.' };
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Login without a password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Used already.');
    expect(screen.getByRole('button', { name: 'Login without a password' })).toBeTruthy();
  });

  it("a login link (stytch_token_type=login) shows 'Logging in' with a spinner and logs in by itself", async () => {
    let finish: (value: object) => void = () => undefined;
    const authenticate = vi.fn(() => new Promise<object>((resolve) => (finish = resolve)));
    const { value } = setup({ tokenType: 'login', token: 'tok-login', authenticate });
    expect(screen.getByRole('heading', { name: 'Logging in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Logging in');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await waitFor(() =>
      expect(authenticate).toHaveBeenCalledWith('tok-login', { session_duration_minutes: 60 }),
    );
    expect(authenticate).toHaveBeenCalledTimes(1);
    await act(async () => finish({ user_id: 'user-test-1' }));
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordConfirmation));
  });

  it('a login link that fails shows the error instead of the spinner', async () => {
    setup({
      tokenType: 'login',
      authenticate: vi.fn(async () => {
        throw { error_type: 'magic_link_not_found', error_message: 'Link not found.' };
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Link not found.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('without a token says so and offers nothing that would fail', () => {
    const { authenticate } = setup({ token: '' });
    expect(screen.getByRole('alert').textContent).toBe(
      'This page address has no password reset token. Open the link from your reset email again.',
    );
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Login without a password' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(authenticate).not.toHaveBeenCalled();
  });
});
