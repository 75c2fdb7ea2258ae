import { useWidget } from '../../app/context';
import { toWidgetError } from '../../client/errors';
import { currentPageUrl, magicLinkRequestOptions } from './magic-link-options';

/**
 * Sends a login-or-sign-up magic link through the SDK with the configured options. Errors
 * come back as WidgetError, already reported to the host.
 */
export function useSendMagicLink() {
  const { getClient, config, emit, reportError, logEvent, t } = useWidget();

  return async (email: string): Promise<void> => {
    try {
      const client = await getClient();
      const options = magicLinkRequestOptions(
        config.emailMagicLinksOptions,
        currentPageUrl(window.location.href),
      );
      // create_user_as_pending and domain_hint are not in the SDK's option type, but the SDK
      // sends its options object as the request body as is.
      const response = await client.magicLinks.email.loginOrCreate(email, options);
      emit({ type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { ...response, email } });
      logEvent('email_sent', { email, type: 'login_or_create_eml' });
    } catch (error) {
      const widgetError = toWidgetError(error, t('error.network'));
      reportError(widgetError);
      throw widgetError;
    }
  };
}
