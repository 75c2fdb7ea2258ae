// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { Screen } from '../../flow/screens';
import { addDefaultStrings } from '../../i18n/en';
import { enPasskeys } from '../../i18n/en-passkeys';
import { PasskeyButton } from './PasskeyButton';

// Rendered without its chunk: the strings are added as the chunk adds them.
addDefaultStrings(enPasskeys);

type Authenticate = (options: Record<string, unknown>) => Promise<unknown>;
const loggedIn = { user_id: 'user-test-1', session_token: 't', webauthn_registration_id: 'w-1' };

// The context's session length is the config's sessionOptions, else 30 (WidgetApp).
function setup(authenticate: Authenticate, sessionDurationMinutes = 30) {
  const spy = vi.fn(authenticate);
  const root = widgetTestRoot(
    { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } },
    { webauthn: { authenticate: spy } },
    { sessionDurationMinutes },
  );
  render(<PasskeyButton />, { wrapper: root.wrapper });
  const button = screen.getByRole('button', { name: 'Login with a Passkey' });
  return { ...root, authenticate: spy, button, user: userEvent.setup() };
}

const state = (root: ReturnType<typeof setup>) => root.value.store.getState();

describe('PasskeyButton', () => {
  it('logs in with a passkey for 30 minutes and moves to Passkey Confirmation, clearing the error', async () => {
    const root = setup(async () => loggedIn);
    root.value.store.dispatch({ type: 'setErrorMessage', message: 'earlier failure' });
    await root.user.click(root.button);
    await waitFor(() => expect(state(root).screen).toBe(Screen.PasskeyConfirmation));
    expect(state(root).form.errorMessage).toBe('');
    expect(root.authenticate).toHaveBeenCalledWith(
      expect.objectContaining({
        session_duration_minutes: 30,
        is_passkey: true,
        conditional_mediation: false,
      }),
    );
    expect(root.value.emit).toHaveBeenCalledWith({ type: 'PASSKEY_AUTHENTICATE', data: loggedIn });
    expect(root.value.emit).toHaveBeenCalledWith({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: {} });
  });

  it('takes the session length of sessionOptions when the config sets one', async () => {
    const root = setup(async () => loggedIn, 90);
    await root.user.click(root.button);
    await waitFor(() => expect(state(root).screen).toBe(Screen.PasskeyConfirmation));
    expect(root.authenticate.mock.calls[0]?.[0]).toMatchObject({ session_duration_minutes: 90 });
  });

  it('shows no error when the user closes the browser prompt, and frees the button', async () => {
    const root = setup(async () => {
      throw new DOMException(
        'The operation either timed out or was not allowed.',
        'NotAllowedError',
      );
    });
    await root.user.click(root.button);
    await waitFor(() => expect(root.button.hasAttribute('disabled')).toBe(false));
    expect(state(root).form.errorMessage).toBe('');
    expect(state(root).screen).toBe(Screen.Main);
    expect(root.value.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'cancelled' }),
    );
  });

  it('names a passkey the server no longer knows', async () => {
    const root = setup(async () => {
      throw {
        error_type: 'webauthn_registration_not_found',
        error_message: 'not found',
        status_code: 404,
      };
    });
    await root.user.click(root.button);
    await waitFor(() =>
      expect(state(root).form.errorMessage).toBe(
        'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
      ),
    );
  });

  it.each([
    [
      'an API error',
      async () =>
        Promise.reject({ error_type: 'unable_to_auth_webauthn_registration', error_message: 'x' }),
    ],
    ['an empty response', async () => null],
  ] as [string, Authenticate][])('calls %s an unknown error', async (_name, authenticate) => {
    const root = setup(authenticate);
    await root.user.click(root.button);
    await waitFor(() =>
      expect(state(root).form.errorMessage).toBe(
        'Unknown error occurred during passkey authentication. Please try again.',
      ),
    );
    expect(state(root).screen).toBe(Screen.Main);
  });
});
