// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../tests/support/fake-session';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { Screen } from '../../flow/screens';
import { initialFlowState } from '../../flow/state';
import { createFlowStore } from '../../flow/store';
import { addDefaultStrings } from '../../i18n/en';
import { enPasskeys } from '../../i18n/en-passkeys';
import { PasskeyRegistrationStart } from './PasskeyRegistrationStart';

addDefaultStrings(enPasskeys);

const user = { user_id: 'user-test-1', webauthn_registrations: [] };
type Register = (options: Record<string, unknown>) => Promise<unknown>;

function setup({
  session = true,
  register = vi.fn<Register>(async () => ({ webauthn_registration_id: 'w-1' })),
  get = vi.fn(async () => user),
}: {
  session?: boolean;
  register?: ReturnType<typeof vi.fn<Register>>;
  get?: () => Promise<unknown>;
} = {}) {
  const client = {
    session: fakeSession(session ? { session_id: 's-1' } : null),
    user: { get },
    webauthn: { register },
  };
  const root = widgetTestRoot({ products: ['passkeys'] }, client, {
    store: createFlowStore(initialFlowState(Screen.PasskeyRegistrationStart)),
  });
  render(<PasskeyRegistrationStart />, { wrapper: root.wrapper });
  return { ...root, register, get, user: userEvent.setup() };
}

const create = () => screen.findByRole('button', { name: 'Create a Passkey' });
const screenOf = (root: ReturnType<typeof setup>) => root.value.store.getState().screen;

describe('PasskeyRegistrationStart', () => {
  it("shows 'Set up a new Passkey' with Create and Skip for a logged-in user, fetching the user once", async () => {
    const root = setup();
    expect(screen.getByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
    await create();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    expect(root.get).toHaveBeenCalledTimes(1);
  });

  it('refuses a visitor who is not logged in, without asking the server', async () => {
    const root = setup({ session: false });
    expect(
      await screen.findByText(
        'Error: Cannot use PasskeyRegistration component without active user authenticated.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(root.get).not.toHaveBeenCalled();
  });

  it('registers a passkey for 30 minutes of session and moves to Passkey Registration Success', async () => {
    const root = setup();
    await root.user.click(await create());
    await waitFor(() => expect(screenOf(root)).toBe(Screen.PasskeyRegistrationSuccess));
    expect(root.register).toHaveBeenCalledWith({ is_passkey: true, session_duration_minutes: 30 });
    expect(root.value.emit).toHaveBeenCalledWith({
      type: 'PASSKEY_REGISTER',
      data: { webauthn_registration_id: 'w-1' },
    });
    // The list on the next screen shows the new passkey: the user is read again.
    expect(root.get).toHaveBeenCalledTimes(2);
  });

  it('skips to Passkey Registration Success and tells the host', async () => {
    const root = setup();
    await create();
    await root.user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screenOf(root)).toBe(Screen.PasskeyRegistrationSuccess);
    expect(root.value.emit).toHaveBeenCalledWith({ type: 'PASSKEY_SKIP', data: {} });
  });

  it.each([
    ['the browser InvalidStateError', new DOMException('known credential', 'InvalidStateError')],
    [
      "the API's duplicate registration",
      { error_type: 'duplicate_webauthn_registration', error_message: 'dup', status_code: 400 },
    ],
  ])('says already registered for %s, and stays', async (_name, error) => {
    const root = setup({ register: vi.fn<Register>(async () => Promise.reject(error)) });
    await root.user.click(await create());
    expect(
      await screen.findByText(
        'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
      ),
    ).toBeTruthy();
    expect(screenOf(root)).toBe(Screen.PasskeyRegistrationStart);
    expect((await create()).hasAttribute('disabled')).toBe(false);
  });

  it.each([
    ['a dismissed prompt', new DOMException('dismissed', 'NotAllowedError')],
    [
      'an API error',
      { error_type: 'unable_to_register_webauthn_registration', error_message: 'x' },
    ],
  ])('says the passkey was not created for %s', async (_name, error) => {
    const root = setup({ register: vi.fn<Register>(async () => Promise.reject(error)) });
    await root.user.click(await create());
    expect(
      await screen.findByText(
        'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
      ),
    ).toBeTruthy();
    expect(root.value.reportError).toHaveBeenCalled();
  });

  it('reports a failed user fetch to the host and shows a warning', async () => {
    const root = setup({
      get: async () => {
        throw { error_type: 'user_unauthenticated', error_message: 'Session expired.' };
      },
    });
    expect(
      await screen.findByText('Your passkeys could not be loaded: Session expired.'),
    ).toBeTruthy();
    expect(root.value.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'api', errorType: 'user_unauthenticated' }),
    );
  });
});
