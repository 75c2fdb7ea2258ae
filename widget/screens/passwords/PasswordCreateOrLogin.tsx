import { useFlow } from '../../app/context';
import { BackToMainButton } from '../../ui/BackButton';
import { PasswordCreateForm } from './PasswordCreateForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PasswordlessLogin } from './PasswordlessLogin';

/** The form for what users/search said about the email: new, password or passwordless. */
export function PasswordCreateOrLogin() {
  const [state] = useFlow();
  const { type } = state.form.passwordState;
  const back = <BackToMainButton />;
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
