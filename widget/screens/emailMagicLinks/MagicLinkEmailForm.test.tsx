// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/login?next=%2Fhome"}
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { Screen } from '../../flow/screens';
import { MagicLinkEmailForm } from './MagicLinkEmailForm';

function setup(
  loginOrCreate = vi.fn(async () => ({ request_id: 'r', status_code: 200 })),
  emailMagicLinksOptions?: Record<string, unknown>,
) {
  const client = { magicLinks: { email: { loginOrCreate } } };
  const root = widgetTestRoot(
    {
      products: ['emailMagicLinks'],
      ...(emailMagicLinksOptions ? { emailMagicLinksOptions } : {}),
    },
    client,
  );
  render(<MagicLinkEmailForm />, { wrapper: root.wrapper });
  return { ...root, loginOrCreate, user: userEvent.setup() };
}

describe('MagicLinkEmailForm', () => {
  it("says 'Invalid email address' for a bad address and sends nothing", async () => {
    const { user, loginOrCreate } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address');
    expect(loginOrCreate).not.toHaveBeenCalled();
    // Typing again clears the message.
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the link with the page as redirect, stores the email and moves on', async () => {
    const { user, loginOrCreate, value } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.EmailConfirmation));
    expect(loginOrCreate).toHaveBeenCalledWith('ada@example.com', {
      login_magic_link_url: 'http://localhost:3000/login',
      signup_magic_link_url: 'http://localhost:3000/login',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
    });
    expect(value.store.getState().form.magicLinkState.email).toBe('ada@example.com');
    expect(value.emit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'MAGIC_LINK_LOGIN_OR_CREATE' }),
    );
    expect(value.logEvent).toHaveBeenCalledWith('email_sent', {
      email: 'ada@example.com',
      type: 'login_or_create_eml',
    });
  });

  it('passes the configured options through', async () => {
    const { user, loginOrCreate } = setup(undefined, {
      loginRedirectURL: 'https://example.com/auth',
      signupExpirationMinutes: 90,
      createUserAsPending: true,
      domainHint: 'example.com',
    });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await waitFor(() => expect(loginOrCreate).toHaveBeenCalled());
    expect(loginOrCreate.mock.calls[0]?.at(1)).toEqual({
      login_magic_link_url: 'https://example.com/auth',
      signup_magic_link_url: 'http://localhost:3000/login',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 90,
      create_user_as_pending: true,
      domain_hint: 'example.com',
    });
  });

  it("shows the provider's error message and lets the user try again", async () => {
    const failing = vi.fn(async () => {
      throw { error_type: 'invalid_email', error_message: 'That email is not allowed.' };
    });
    const { user, value } = setup(failing);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    const button = screen.getByRole('button', { name: 'Continue with email' });
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('That email is not allowed.');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(value.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ errorType: 'invalid_email' }),
    );
    expect(value.store.getState().screen).toBe(Screen.Main);
  });
});
