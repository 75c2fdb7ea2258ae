import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';

/** Every password path ends the same way: the host hears the flow is done, then the success screen. */
export function useCompleteLogin() {
  const { emit } = useWidget();
  const [, dispatch] = useFlow();
  return () => {
    emit({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: {} });
    dispatch({ type: 'transition', screen: Screen.PasswordConfirmation });
  };
}
