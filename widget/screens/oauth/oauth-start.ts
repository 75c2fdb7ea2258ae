import type { OAuthProviderConfig, WidgetConfig } from '../../config/schema';

/** What `client.oauth.<provider>.start()` takes, in the SDK's snake_case field names. */
export interface OAuthStartPayload {
  login_redirect_url?: string;
  signup_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

/**
 * The start payload for one provider: the config's redirect URLs, the provider's scopes and
 * parameters. Fields the config leaves out are left out (the provider then uses the
 * project's defaults), never sent empty.
 */
export function oauthStartPayload(
  provider: OAuthProviderConfig,
  options: WidgetConfig['oauthOptions'],
): OAuthStartPayload {
  const payload: OAuthStartPayload = {};
  if (options?.loginRedirectURL) payload.login_redirect_url = options.loginRedirectURL;
  if (options?.signupRedirectURL) payload.signup_redirect_url = options.signupRedirectURL;
  if (provider.custom_scopes?.length) payload.custom_scopes = [...provider.custom_scopes];
  if (provider.provider_params && Object.keys(provider.provider_params).length) {
    payload.provider_params = { ...provider.provider_params };
  }
  return payload;
}
