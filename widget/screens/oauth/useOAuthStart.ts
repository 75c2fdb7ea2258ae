import { useFlow, useWidget } from '../../app/context';
import { callClient } from '../../client/call-client';
import type { WidgetError } from '../../client/errors';
import type { OAuthProviderConfig } from '../../config/schema';
import { oauthStartPayload } from './oauth-start';

/**
 * Starts one provider's OAuth flow through the headless client, which sends the browser to
 * the provider (PKCE added where the project requires it). A failure shows in Main's banner;
 * the host's onError has seen it. Resolves whether the browser is on its way.
 */
// callClient, not useClientCall: that hook in a lazy chunk splits the entry's shared modules
// into a second file every page loads (see screens/passkeys/usePasskeyLogin.ts).
export function useOAuthStart() {
  const widget = useWidget();
  const [, dispatch] = useFlow();
  return async (provider: OAuthProviderConfig): Promise<boolean> => {
    dispatch({ type: 'clearErrorMessage' });
    try {
      await callClient(widget, (client) =>
        client.oauth[provider.type].start(oauthStartPayload(provider, widget.config.oauthOptions)),
      );
      return true;
    } catch (error) {
      dispatch({ type: 'setErrorMessage', message: (error as WidgetError).message });
      return false;
    }
  };
}
