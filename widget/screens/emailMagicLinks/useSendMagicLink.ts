import { useWidget } from '../../app/context';
import { useClientCall } from '../../app/useClientCall';
import { currentPageUrl, magicLinkRequestOptions } from './magic-link-options';

/** Sends a login-or-sign-up magic link through the SDK with the configured options. */
export function useSendMagicLink() {
  const { config, emit, logEvent } = useWidget();
  const clientCall = useClientCall();

  return async (email: string): Promise<void> => {
    const options = magicLinkRequestOptions(
      config.emailMagicLinksOptions,
      currentPageUrl(window.location.href),
    );
    // create_user_as_pending and domain_hint are not in the SDK's option type, but the SDK
    // sends its options object as the request body as is.
    const response = await clientCall((client) =>
      client.magicLinks.email.loginOrCreate(email, options),
    );
    emit({ type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { ...response, email } });
    logEvent('email_sent', { email, type: 'login_or_create_eml' });
  };
}
