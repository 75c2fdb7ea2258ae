// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import type { WidgetConfig } from '../../config/schema';
import { Screen } from '../../flow/screens';
import { EmailOtpForm } from './EmailOtpForm';

type Send = (email: string, options: object) => Promise<{ method_id: string }>;

function setup(
  loginOrCreate = vi.fn<Send>(async () => ({ method_id: 'email-test-1' })),
  otpOptions: WidgetConfig['otpOptions'] = { methods: ['email'] },
) {
  const client = { otps: { email: { loginOrCreate } } };
  const root = widgetTestRoot({ products: ['otp'], otpOptions }, client);
  render(<EmailOtpForm />, { wrapper: root.wrapper });
  return { ...root, loginOrCreate, user: userEvent.setup() };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const submitButton = () => screen.getByRole('button', { name: 'Continue with email' });

describe('EmailOtpForm', () => {
  it("says 'Invalid email, please try again.' for a bad address and calls no client", async () => {
    const { user, loginOrCreate, value } = setup();
    await user.type(emailField(), 'not-an-email');
    await user.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('Invalid email, please try again.');
    expect(loginOrCreate).not.toHaveBeenCalled();
    expect(value.store.getState().screen).toBe(Screen.Main);
  });

  it('sends the trimmed address with the default 5 minutes and moves to OTP Authenticate', async () => {
    const { user, loginOrCreate, value } = setup();
    await user.type(emailField(), ' ada@example.com ');
    await user.click(submitButton());
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.OtpAuthenticate));
    expect(loginOrCreate).toHaveBeenCalledTimes(1);
    expect(loginOrCreate).toHaveBeenCalledWith('ada@example.com', { expiration_minutes: 5 });
    expect(value.store.getState().form.otpState).toMatchObject({
      type: 'email',
      methodId: 'email-test-1',
      sendTo: 'ada@example.com',
      otpDestination: 'ada@example.com',
    });
  });

  it('passes the configured template ids and expiry through', async () => {
    const { user, loginOrCreate } = setup(undefined, {
      methods: ['email'],
      expirationMinutes: 7,
      loginTemplateId: 'login-template',
      signupTemplateId: 'signup-template',
    });
    await user.type(emailField(), 'ada@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(loginOrCreate).toHaveBeenCalled());
    expect(loginOrCreate.mock.calls[0]?.[1]).toEqual({
      expiration_minutes: 7,
      login_template_id: 'login-template',
      signup_template_id: 'signup-template',
    });
  });

  it("shows the API's error message and frees the busy button", async () => {
    let fail: (error: unknown) => void = () => undefined;
    const failing = vi.fn<Send>(
      () => new Promise((_resolve, reject) => (fail = reject)), // settled by the test
    );
    const { user, value } = setup(failing);
    await user.type(emailField(), 'ada@example.com');
    await user.click(submitButton());
    // Busy while the call is out...
    await waitFor(() => expect(submitButton().getAttribute('aria-busy')).toBe('true'));
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fail({ error_type: 'invalid_email', error_message: 'That email is not allowed.' });
    // ...and back to normal once it fails.
    expect((await screen.findByRole('alert')).textContent).toBe('That email is not allowed.');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    expect(submitButton().hasAttribute('aria-busy')).toBe(false);
    expect(value.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ errorType: 'invalid_email' }),
    );
    expect(value.store.getState().screen).toBe(Screen.Main);
  });
});
