import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Loading';
import { NoUserError } from './NoUserError';
import { PasskeyRow } from './PasskeyRow';
import { UserLoadWarning } from './UserLoadWarning';
import { usePasskeyList } from './usePasskeyList';
import { usePasskeyUser } from './usePasskeyUser';

/** Passkey Registration Success: the user's passkeys, to rename or delete, then Done. */
export function PasskeyRegistrationSuccess() {
  const { t, emit } = useWidget();
  const [, dispatch] = useFlow();
  const user = usePasskeyUser();
  const list = usePasskeyList(() => user.mutate());
  if (user.data === null) return <NoUserError />;
  const registrations = user.data?.webauthn_registrations ?? [];

  return (
    <>
      <h1 className="stw-header" tabIndex={-1}>
        {t('passkeySuccess.title')}
      </h1>
      <UserLoadWarning error={user.error} />
      {user.isLoading ? (
        <Loading label={t('passkeySuccess.loading')} />
      ) : registrations.length ? (
        <ul className="stw-passkeys" aria-label={t('passkeySuccess.listLabel')}>
          {registrations.map((registration) => {
            const id = registration.webauthn_registration_id;
            const mine = list.active?.id === id;
            return (
              <PasskeyRow
                key={id}
                registration={registration}
                mode={mine && list.active ? list.active.kind : 'view'}
                locked={list.active !== null && !mine}
                busy={mine && list.busy}
                error={mine ? list.error : ''}
                onEdit={() => list.startEdit(id)}
                onDelete={() => list.startDelete(id)}
                onCancel={list.cancel}
                onSave={(name) => void list.rename(id, name)}
                onConfirmDelete={() => void list.remove(id)}
              />
            );
          })}
        </ul>
      ) : (
        <p className="stw-text">{t('passkeySuccess.empty')}</p>
      )}
      <Button
        type="button"
        variant="secondary"
        disabled={list.active !== null}
        onClick={() => dispatch({ type: 'transition', screen: Screen.PasskeyRegistrationStart })}
      >
        {t('passkeySuccess.another')}
      </Button>
      <Button
        type="button"
        disabled={list.active !== null}
        onClick={() => emit({ type: 'PASSKEY_DONE', data: {} })}
      >
        {t('passkeySuccess.done')}
      </Button>
    </>
  );
}
