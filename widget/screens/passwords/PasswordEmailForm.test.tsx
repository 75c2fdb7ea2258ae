// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { Screen } from '../../flow/screens';
import { PasswordEmailForm } from './PasswordEmailForm';

type Search = (email: string) => Promise<{ userType: 'new' | 'password' | 'passwordless' }>;

// users/search lives in the client's internals, where the prebuilt UI reads it too.
function setup(searchUser: Search | null = vi.fn<Search>(async () => ({ userType: 'password' }))) {
  const client = {
    [Symbol.for('stytch__internal_b2c')]: {
      bootstrap: { getSync: vi.fn(), getAsync: vi.fn() },
      networkClient: { logEvent: vi.fn() },
      ...(searchUser ? { searchManager: { searchUser } } : {}),
    },
  };
  const root = widgetTestRoot({ products: ['passwords'] }, client);
  render(<PasswordEmailForm />, { wrapper: root.wrapper });
  return { ...root, searchUser, user: userEvent.setup() };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const submit = () => screen.getByRole('button', { name: 'Continue with email' });

describe('PasswordEmailForm', () => {
  it("says 'Invalid email address' for a bad address and looks nothing up", async () => {
    const { user, searchUser } = setup();
    await user.type(emailField(), 'ada@');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address');
    expect(searchUser).not.toHaveBeenCalled();
  });

  it('hints username to password managers', () => {
    setup();
    expect(emailField().getAttribute('autocomplete')).toBe('username');
  });

  it.each(['new', 'password', 'passwordless'] as const)(
    'stores user type %s with the email and moves to Password Create or Login',
    async (userType) => {
      const { user, value } = setup(vi.fn<Search>(async () => ({ userType })));
      await user.type(emailField(), ' ada@example.com ');
      await user.click(submit());
      await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordCreateOrLogin));
      expect(value.store.getState().form.passwordState).toEqual({
        email: 'ada@example.com',
        type: userType,
      });
    },
  );

  it("shows a failed lookup's message under the field", async () => {
    const { user, value } = setup(
      vi.fn<Search>(async () => {
        throw { error_type: 'invalid_email', error_message: 'email format is invalid.' };
      }),
    );
    await user.type(emailField(), 'ada@example.com');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('email format is invalid.');
    expect(value.store.getState().screen).toBe(Screen.Main);
  });

  it('says so when the client cannot look users up', async () => {
    const { user, value } = setup(null);
    await user.type(emailField(), 'ada@example.com');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('cannot look users up');
    expect(value.reportError).toHaveBeenCalled();
  });
});
