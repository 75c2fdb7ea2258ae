import { useState } from 'react';
import { useWidget } from '../../app/context';
import { callClient } from '../../client/call-client';
import type { StytchClient } from '../../client/stytch-client';
import { useSubmission } from '../../ui/useSubmission';

/** The one row being renamed or deleted; the others wait, so two edits never race. */
export type RowAction = { id: string; kind: 'edit' | 'delete' } | null;

/**
 * The passkey list's actions: one row at a time is renamed (webauthn update) or deleted (user
 * delete registration); `refresh` re-reads the user afterwards so the list shows the result.
 */
export function usePasskeyList(refresh: () => Promise<unknown>) {
  const widget = useWidget();
  const [active, setActive] = useState<RowAction>(null);
  // The list stays on screen after a save: the row frees itself.
  const { busy, error, submit, clearError } = useSubmission({ afterSuccess: 'idle' });

  const run = (action: (client: StytchClient) => Promise<unknown>) =>
    submit(null, async () => {
      await callClient(widget, action);
      await refresh();
      setActive(null);
    });

  const begin = (next: RowAction) => {
    clearError();
    setActive(next);
  };

  return {
    active,
    busy,
    error,
    startEdit: (id: string) => begin({ id, kind: 'edit' }),
    startDelete: (id: string) => begin({ id, kind: 'delete' }),
    cancel: () => begin(null),
    rename: (id: string, name: string) =>
      run((client) => client.webauthn.update({ webauthn_registration_id: id, name: name.trim() })),
    remove: (id: string) => run((client) => client.user.deleteWebauthnRegistration(id)),
  };
}
