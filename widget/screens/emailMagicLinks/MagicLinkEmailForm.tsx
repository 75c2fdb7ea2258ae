import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { EmailForm } from '../../ui/EmailForm';
import { useSendMagicLink } from './useSendMagicLink';

/** Main's email form for magic links: validate, send, go to Email Confirmation. */
export function MagicLinkEmailForm() {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  const sendMagicLink = useSendMagicLink();
  return (
    <EmailForm
      invalidMessage={t('email.invalidAddress')}
      onValidEmail={async (email) => {
        await sendMagicLink(email);
        dispatch({ type: 'setMagicLinkEmail', email });
        dispatch({ type: 'transition', screen: Screen.EmailConfirmation });
      }}
    />
  );
}
