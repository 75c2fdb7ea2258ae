// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../tests/support/fake-session';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { Screen } from '../../flow/screens';
import { initialFlowState } from '../../flow/state';
import { createFlowStore } from '../../flow/store';
import { addDefaultStrings } from '../../i18n/en';
import { enPasskeys } from '../../i18n/en-passkeys';
import { PasskeyRegistrationSuccess } from './PasskeyRegistrationSuccess';

addDefaultStrings(enPasskeys);

const registration = (id: string, name: string) => ({
  webauthn_registration_id: id,
  name,
  domain: 'localhost',
  user_agent: 'test',
  authenticator_type: 'platform',
  verified: true,
});

// A server of two passkeys: renames and deletes change what the next users/me returns.
function setup() {
  let registrations = [registration('w-1', 'Laptop'), registration('w-2', 'Phone')];
  const get = vi.fn(async () => ({
    user_id: 'user-test-1',
    webauthn_registrations: registrations,
  }));
  const update = vi.fn(
    async ({
      webauthn_registration_id,
      name,
    }: {
      webauthn_registration_id: string;
      name: string;
    }) => {
      registrations = registrations.map((r) =>
        r.webauthn_registration_id === webauthn_registration_id ? { ...r, name } : r,
      );
      return { webauthn_registration: {} };
    },
  );
  const deleteWebauthnRegistration = vi.fn(async (id: string) => {
    registrations = registrations.filter((r) => r.webauthn_registration_id !== id);
    return { user_id: 'user-test-1' };
  });
  const client = {
    session: fakeSession({ session_id: 's-1' }),
    user: { get, deleteWebauthnRegistration },
    webauthn: { update },
  };
  const root = widgetTestRoot({ products: ['passkeys'] }, client, {
    store: createFlowStore(initialFlowState(Screen.PasskeyRegistrationSuccess)),
  });
  render(<PasskeyRegistrationSuccess />, { wrapper: root.wrapper });
  return { ...root, get, update, deleteWebauthnRegistration, user: userEvent.setup() };
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');
const button = (name: string) => screen.getByRole('button', { name });

describe('PasskeyRegistrationSuccess', () => {
  it("lists the user's passkeys under 'Passkey successfully created!'", async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Passkey successfully created!' })).toBeTruthy();
    expect((await rows()).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Laptop'),
      expect.stringContaining('Phone'),
    ]);
  });

  it("renames a passkey and saves it; the other row's actions wait meanwhile", async () => {
    const root = setup();
    await rows();
    await root.user.click(button('Edit Laptop'));
    expect(button('Edit Phone').hasAttribute('disabled')).toBe(true);
    expect(button('Delete Phone').hasAttribute('disabled')).toBe(true);
    expect(button('Done').hasAttribute('disabled')).toBe(true);
    const field = screen.getByRole('textbox', { name: 'Passkey name' });
    await root.user.clear(field);
    await root.user.type(field, 'Work laptop');
    await root.user.click(button('Save'));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(root.update).toHaveBeenCalledWith({
      webauthn_registration_id: 'w-1',
      name: 'Work laptop',
    });
    expect(await screen.findByText('Work laptop')).toBeTruthy();
    expect(button('Edit Phone').hasAttribute('disabled')).toBe(false);
  });

  it('shows a failed rename under the field and keeps the row in edit', async () => {
    const root = setup();
    root.update.mockRejectedValueOnce({
      error_type: 'empty_webauthn_registration_name',
      error_message: 'The name cannot be empty.',
    });
    await rows();
    await root.user.click(button('Edit Phone'));
    await root.user.clear(screen.getByRole('textbox', { name: 'Passkey name' }));
    await root.user.click(button('Save'));
    expect(await screen.findByText('The name cannot be empty.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Passkey name' })).toBeTruthy();
  });

  it('asks before deleting; Cancel keeps the passkey', async () => {
    const root = setup();
    await rows();
    await root.user.click(button('Delete Laptop'));
    expect(screen.getByText('Once deleted, the passkey cannot be restored.')).toBeTruthy();
    expect(button('Delete Phone').hasAttribute('disabled')).toBe(true);
    await root.user.click(button('Cancel'));
    expect(screen.queryByText('Once deleted, the passkey cannot be restored.')).toBeNull();
    expect(root.deleteWebauthnRegistration).not.toHaveBeenCalled();
    expect(await rows()).toHaveLength(2);
  });

  it('deletes a passkey once confirmed', async () => {
    const root = setup();
    await rows();
    await root.user.click(button('Delete Laptop'));
    await root.user.click(button('Delete'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(root.deleteWebauthnRegistration).toHaveBeenCalledWith('w-1');
    expect(screen.queryByText('Laptop')).toBeNull();
  });

  it("'Set up another Passkey' returns to Register New Passkey; Done tells the host", async () => {
    const root = setup();
    await rows();
    await root.user.click(button('Done'));
    expect(root.value.emit).toHaveBeenCalledWith({ type: 'PASSKEY_DONE', data: {} });
    await root.user.click(button('Set up another Passkey'));
    expect(root.value.store.getState().screen).toBe(Screen.PasskeyRegistrationStart);
  });
});
