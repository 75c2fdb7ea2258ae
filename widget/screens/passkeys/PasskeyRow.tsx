import { useState } from 'react';
import { useWidget } from '../../app/context';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Form } from '../../ui/Form';
import { TextInput } from '../../ui/TextInput';
import type { PasskeyRegistration } from './usePasskeyUser';

interface PasskeyRowProps {
  registration: PasskeyRegistration;
  /** What this row is doing: shown, renamed, or asking to confirm a delete. */
  mode: 'view' | 'edit' | 'delete';
  /** Another row is being renamed or deleted: this row's actions wait. */
  locked: boolean;
  busy: boolean;
  error: string;
  onEdit: () => void;
  onDelete: () => void;
  onCancel: () => void;
  onSave: (name: string) => void;
  onConfirmDelete: () => void;
}

/** One of the user's passkeys on Passkey Registration Success. */
export function PasskeyRow(props: PasskeyRowProps) {
  const { registration, mode, locked, busy, error } = props;
  const { t } = useWidget();
  const name = registration.name || t('passkeyRow.unnamed');
  const [draft, setDraft] = useState(registration.name ?? '');

  if (mode === 'edit') {
    return (
      <li className="stw-passkey">
        <Form onSubmit={() => props.onSave(draft)}>
          <TextInput
            label={t('passkeyRow.nameLabel')}
            type="text"
            name="passkey-name"
            autoComplete="off"
            value={draft}
            error={error}
            onChange={setDraft}
          />
          <div className="stw-passkey-actions">
            <Button busy={busy}>{t('passkeyRow.save')}</Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={props.onCancel}>
              {t('passkeyRow.cancel')}
            </Button>
          </div>
        </Form>
      </li>
    );
  }

  return (
    <li className="stw-passkey">
      <div className="stw-passkey-head">
        <span className="stw-passkey-name">{name}</span>
        {mode === 'view' ? (
          <div className="stw-passkey-actions">
            <button
              type="button"
              className="stw-link"
              disabled={locked}
              aria-label={t('passkeyRow.edit', { name })}
              onClick={props.onEdit}
            >
              {t('passkeyRow.editShort')}
            </button>
            <button
              type="button"
              className="stw-link"
              disabled={locked}
              aria-label={t('passkeyRow.delete', { name })}
              onClick={props.onDelete}
            >
              {t('passkeyRow.confirmDelete')}
            </button>
          </div>
        ) : null}
      </div>
      {mode === 'delete' ? (
        <div className="stw-stack">
          <p className="stw-text" role="status">
            {t('passkeyRow.deleteWarning')}
          </p>
          <ErrorText message={error} />
          <div className="stw-passkey-actions">
            <Button type="button" busy={busy} onClick={props.onConfirmDelete}>
              {t('passkeyRow.confirmDelete')}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={props.onCancel}>
              {t('passkeyRow.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
