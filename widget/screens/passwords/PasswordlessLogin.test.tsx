// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import type { WidgetConfig } from '../../config/schema';
import { Screen } from '../../flow/screens';
import { PasswordCreateOrLogin } from './PasswordCreateOrLogin';

function setup(
  config: WidgetConfig,
  sendCode = vi.fn(async (): Promise<{ method_id: string }> => ({ method_id: 'email-test-7' })),
) {
  const sendLink = vi.fn(async () => ({ request_id: 'r', status_code: 200 }));
  const resetByEmailStart = vi.fn(async () => ({ request_id: 'r', status_code: 200 }));
  const client = {
    otps: { email: { loginOrCreate: sendCode } },
    magicLinks: { email: { loginOrCreate: sendLink } },
    passwords: { resetByEmailStart },
  };
  const root = widgetTestRoot(config, client);
  root.value.store.dispatch({
    type: 'updatePasswordState',
    passwordState: { email: 'ada@example.com', type: 'passwordless' },
  });
  root.value.store.dispatch({ type: 'transition', screen: Screen.PasswordCreateOrLogin });
  render(<PasswordCreateOrLogin />, { wrapper: root.wrapper });
  return { ...root, sendCode, sendLink, resetByEmailStart, user: userEvent.setup() };
}

describe('Password Create or Login, passwordless user', () => {
  it('sends an email code by itself when the OTP methods include email, then asks for it', async () => {
    const { sendCode, sendLink, value } = setup({
      products: ['passwords', 'otp'],
      otpOptions: { methods: ['sms', 'email'] },
    });
    expect(screen.getByRole('status')).toBeTruthy(); // sending
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(screen.getByText('A 6-digit passcode was sent to you at ada@example.com.')).toBeTruthy();
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(sendCode).toHaveBeenCalledWith('ada@example.com', { expiration_minutes: 5 });
    expect(sendLink).not.toHaveBeenCalled();
    expect(value.store.getState().form.otpState.methodId).toBe('email-test-7');
    expect(screen.getByRole('button', { name: 'Create a password instead' })).toBeTruthy();
  });

  it('sends a magic link by itself when that product is configured, then says to check email', async () => {
    const { sendLink, sendCode, value } = setup({ products: ['passwords', 'emailMagicLinks'] });
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('An email was sent to ada@example.com.')).toBeTruthy();
    expect(sendLink).toHaveBeenCalledTimes(1);
    expect(sendCode).not.toHaveBeenCalled();
    expect(value.logEvent).toHaveBeenCalledWith('email_sent', {
      email: 'ada@example.com',
      type: 'login_or_create_eml',
    });
  });

  it('with neither, sends a reset email and moves to Password Set New', async () => {
    const { resetByEmailStart, value } = setup({ products: ['passwords'] });
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordSetNew));
    expect(resetByEmailStart).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(value.logEvent).toHaveBeenCalledWith('email_sent', {
      email: 'ada@example.com',
      type: 'reset_password',
    });
  });

  it("'Create a password instead' sends a reset email and moves to Password Set New", async () => {
    const { user, resetByEmailStart, value } = setup({
      products: ['passwords', 'emailMagicLinks'],
    });
    await screen.findByRole('heading', { name: 'Check your email' });
    await user.click(screen.getByRole('button', { name: 'Create a password instead' }));
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordSetNew));
    expect(resetByEmailStart).toHaveBeenCalledTimes(1);
  });

  it("a send that fails shows the provider's message, and the password option stays", async () => {
    setup(
      { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } },
      vi.fn(async () => {
        throw { error_type: 'inactive_email', error_message: 'Inactive.' };
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Inactive.');
    expect(screen.getByRole('button', { name: 'Create a password instead' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
