import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { BackButton } from '../../ui/BackButton';
import { PasswordCreateForm } from './PasswordCreateForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PasswordlessLogin } from './PasswordlessLogin';

/** The form for what users/search said about the email: new, password or passwordless. */
export function PasswordCreateOrLogin() {
  const { t } = useWidget();
  const [state, dispatch] = useFlow();
  const { type } = state.form.passwordState;
  const back = (
    <BackButton
      label={t('common.back')}
      onClick={() => dispatch({ type: 'transition', screen: Screen.Main })}
    />
  );
  switch (type) {
    case 'new':
      return (
        <>
          {back}
          <PasswordCreateForm />
        </>
      );
    case 'password':
      return (
        <>
          {back}
          <PasswordLoginForm />
        </>
      );
    case 'passwordless':
      return <PasswordlessLogin />;
    default:
      return assertNever(type);
  }
}

function assertNever(type: never): never {
  throw new Error(`Unknown password user type: ${String(type)}`);
}
