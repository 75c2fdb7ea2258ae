import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { mailboxLinks } from './mailbox-links';

/** Email Confirmation's data and actions: the address, the webmail links, Try again, back. */
export function useEmailConfirmation() {
  const { config, bootstrap, logEvent } = useWidget();
  const [state, dispatch] = useFlow();
  const { email } = state.form.magicLinkState;
  const domain = config.emailMagicLinksOptions?.domainHint ?? bootstrap.emailDomains[0];

  const tryAgain = () => {
    dispatch({ type: 'setMagicLinkEmail', email: '' });
    dispatch({ type: 'transition', screen: Screen.Main });
    logEvent('email_try_again_clicked', { email, type: 'login_or_create_eml' });
  };

  const back = () => dispatch({ type: 'transition', screen: Screen.Main });

  return { email, links: mailboxLinks(domain), tryAgain, back };
}
