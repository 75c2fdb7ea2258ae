import { useFlow } from '../../app/context';
import { useClientCall } from '../../app/useClientCall';
import { WidgetError } from '../../client/errors';
import { readInternals } from '../../client/internals';
import { Screen } from '../../flow/screens';

/**
 * Main's password email form: looks the email up with users/search, as the
 * prebuilt UI does through the client's internals, stores the user type and moves on.
 */
export function usePasswordEmailForm() {
  const [, dispatch] = useFlow();
  const clientCall = useClientCall();

  return async (email: string): Promise<void> => {
    const { userType } = await clientCall((client) => {
      const search = readInternals(client)?.searchManager;
      if (!search) {
        throw new WidgetError('api', 'stytch-widget: this Stytch client cannot look users up.');
      }
      return search.searchUser(email);
    });
    dispatch({ type: 'updatePasswordState', passwordState: { email, type: userType } });
    dispatch({ type: 'transition', screen: Screen.PasswordCreateOrLogin });
  };
}
