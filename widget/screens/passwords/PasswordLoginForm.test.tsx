// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import type { WidgetConfig } from '../../config/schema';
import { Screen } from '../../flow/screens';
import { PasswordCreateOrLogin } from './PasswordCreateOrLogin';

const refuse = (error_type: string, error_message: string) =>
  vi.fn(async () => {
    throw { error_type, error_message };
  });

function setup({
  authenticate = vi.fn(async () => ({ user_id: 'user-test-1' })) as ReturnType<typeof vi.fn>,
  breached = false,
  resetByEmailStart = vi.fn(async () => ({ request_id: 'r', status_code: 200 })) as ReturnType<
    typeof vi.fn
  >,
  config = { products: ['passwords'] } as WidgetConfig,
} = {}) {
  const strengthCheck = vi.fn(async () => ({ breached_password: breached, valid_password: false }));
  const magicLinkSend = vi.fn(async () => ({ request_id: 'r', status_code: 200 }));
  const client = {
    passwords: { authenticate, resetByEmailStart, strengthCheck },
    magicLinks: { email: { loginOrCreate: magicLinkSend } },
  };
  const root = widgetTestRoot(config, client, { sessionDurationMinutes: 45 });
  root.value.store.dispatch({
    type: 'updatePasswordState',
    passwordState: { email: 'ada@example.com', type: 'password' },
  });
  root.value.store.dispatch({ type: 'transition', screen: Screen.PasswordCreateOrLogin });
  render(<PasswordCreateOrLogin />, { wrapper: root.wrapper });
  return {
    ...root,
    authenticate,
    resetByEmailStart,
    strengthCheck,
    magicLinkSend,
    user: userEvent.setup(),
  };
}

const passwordField = () => screen.getByLabelText('Password');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function logIn(user: ReturnType<typeof userEvent.setup>, password = 'hunter22') {
  await user.type(passwordField(), password);
  await user.click(continueButton());
}

describe('Password Create or Login, existing password', () => {
  it('shows the email fixed and a current-password field', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Enter your password' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    // Enabled while empty: a password manager may fill the field without an input event.
    expect(continueButton().hasAttribute('disabled')).toBe(false);
  });

  it('Continue with nothing in the field sends nothing', async () => {
    const { user, authenticate } = setup();
    await user.click(continueButton());
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('reads a password filled without an input event at submit', async () => {
    const { user, authenticate, value } = setup();
    (passwordField() as HTMLInputElement).value = 'filled-silently';
    await user.click(continueButton());
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordConfirmation));
    expect(authenticate).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'filled-silently' }),
    );
  });

  it('logs in with the session length and ends on Password Confirmation', async () => {
    const { user, authenticate, value } = setup();
    await logIn(user);
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordConfirmation));
    expect(authenticate).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'hunter22',
      session_duration_minutes: 45,
    });
    expect(value.emit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'PASSWORD_AUTHENTICATE' }),
    );
    expect(value.emit).toHaveBeenCalledWith({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: {} });
  });

  it("a wrong password shows the provider's message under the field", async () => {
    const { user, value, resetByEmailStart } = setup({
      authenticate: refuse('unauthorized_credentials', 'The email or password is incorrect.'),
    });
    await logIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The email or password is incorrect.');
    expect(passwordField().getAttribute('aria-describedby')).toBe(alert.id);
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    expect(resetByEmailStart).not.toHaveBeenCalled();
    expect(value.store.getState().screen).toBe(Screen.PasswordCreateOrLogin);
    // Typing again clears it.
    await user.type(passwordField(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reset_password: a reset email, then Password Dedupe when the password is not known breached', async () => {
    const { user, value, resetByEmailStart, strengthCheck } = setup({
      authenticate: refuse('reset_password', 'Reset it by email.'),
    });
    await logIn(user);
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordDedupe));
    expect(resetByEmailStart).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(strengthCheck).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'hunter22' });
    expect(value.logEvent).toHaveBeenCalledWith('email_sent', {
      email: 'ada@example.com',
      type: 'reset_password',
    });
  });

  it('reset_password for a password known to be breached: Password Breached', async () => {
    const { user, value } = setup({
      authenticate: refuse('reset_password', 'Reset it by email.'),
      breached: true,
    });
    await logIn(user, 'password123');
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordBreached));
  });

  it('breached_password: a reset email, then Password Breached', async () => {
    const { user, value, resetByEmailStart } = setup({
      authenticate: refuse('breached_password', 'Breached.'),
    });
    await logIn(user);
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordBreached));
    expect(resetByEmailStart).toHaveBeenCalledTimes(1);
  });

  it('a reset email that cannot go out shows why, under the field', async () => {
    const { user, value } = setup({
      authenticate: refuse('reset_password', 'Reset it by email.'),
      resetByEmailStart: refuse(
        'invalid_redirect_url',
        'reset_password_redirect_url is not allowed.',
      ),
    });
    await logIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'reset_password_redirect_url is not allowed.',
    );
    expect(value.store.getState().screen).toBe(Screen.PasswordCreateOrLogin);
  });

  it('the forgot link sends a reset email with the configured options and opens Password Forgot', async () => {
    const { user, value, resetByEmailStart } = setup({
      config: {
        products: ['passwords'],
        passwordOptions: {
          loginRedirectURL: 'http://localhost:3000/login',
          resetPasswordRedirectURL: 'http://localhost:3000/reset',
          resetPasswordExpirationMinutes: 20,
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordForgot));
    expect(resetByEmailStart).toHaveBeenCalledWith({
      email: 'ada@example.com',
      login_redirect_url: 'http://localhost:3000/login',
      reset_password_redirect_url: 'http://localhost:3000/reset',
      reset_password_expiration_minutes: 20,
    });
    expect(value.emit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'PASSWORD_RESET_BY_EMAIL_START' }),
    );
  });

  it("offers 'Email me a login link' with magic links configured: it sends one and opens Email Confirmation", async () => {
    const { user, value, magicLinkSend } = setup({
      config: { products: ['passwords', 'emailMagicLinks'] },
    });
    await user.click(screen.getByRole('button', { name: 'Email me a login link' }));
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.EmailConfirmation));
    expect(magicLinkSend).toHaveBeenCalledWith('ada@example.com', expect.any(Object));
    expect(value.store.getState().form.magicLinkState.email).toBe('ada@example.com');
  });

  it('a failed link send shows its message under the button', async () => {
    const { user, value, magicLinkSend } = setup({
      config: { products: ['passwords', 'emailMagicLinks'] },
    });
    magicLinkSend.mockRejectedValueOnce({ error_type: 'invalid_email', error_message: 'Nope.' });
    await user.click(screen.getByRole('button', { name: 'Email me a login link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nope.');
    expect(value.store.getState().screen).toBe(Screen.PasswordCreateOrLogin);
  });
});
