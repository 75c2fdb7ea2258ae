import { useWidget } from '../../app/context';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Loading';
import { NoUserError } from './NoUserError';
import { UserLoadWarning } from './UserLoadWarning';
import { usePasskeyRegistrationStart } from './usePasskeyRegistrationStart';
import { usePasskeyUser } from './usePasskeyUser';

/** Register New Passkey, the registration mount's first screen: 'Set up a new Passkey'. */
export function PasskeyRegistrationStart() {
  const { t } = useWidget();
  const user = usePasskeyUser();
  const { busy, error, create, skip } = usePasskeyRegistrationStart(() => user.mutate());
  if (user.data === null) return <NoUserError />;
  return (
    <>
      <h1 className="stw-header" tabIndex={-1}>
        {t('passkeyRegistration.title')}
      </h1>
      <UserLoadWarning error={user.error} />
      {error ? <Banner variant="error">{error}</Banner> : null}
      {user.isLoading ? (
        <Loading />
      ) : (
        <>
          <Button type="button" busy={busy} onClick={() => void create()}>
            {t('passkeyRegistration.create')}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={skip}>
            {t('passkeyRegistration.skip')}
          </Button>
        </>
      )}
    </>
  );
}
