// Google One Tap's strings, each naming what to fix in Google's console terms, loaded with One
// Tap's lazy chunk (screens/oauth/oneTap/one-tap-chunk.ts). Hosts override them through `strings`
// as any other.
export const enOneTap = {
  'oneTap.originNotAllowed':
    "One Tap cannot show: the host {host} is not allowed for this project. Add the {host} origins ({origins}) to your Google client's Authorized JavaScript origins, also when developing: https://console.cloud.google.com/apis/credentials",
  'oneTap.invalidClient':
    'One Tap cannot show: the client ID is not recognised by the Google provider. Check that the Google client ID in the Stytch dashboard matches your Google Cloud console: https://stytch.com/dashboard/oauth',
  'oneTap.noOAuthClient':
    'One Tap cannot show: no Google OAuth client configuration found for this project. Configure one in the Stytch dashboard: https://stytch.com/dashboard/oauth',
  'oneTap.noLoginRedirectUrls':
    'One Tap cannot show: no login redirect URLs set for this project, so oauthOptions.loginRedirectURL cannot be verified. Add them in the Stytch dashboard: https://stytch.com/dashboard/redirect-urls',
  'oneTap.noSignupRedirectUrls':
    'One Tap cannot show: no signup redirect URLs set for this project, so oauthOptions.signupRedirectURL cannot be verified. Add them in the Stytch dashboard: https://stytch.com/dashboard/redirect-urls',
  'oneTap.defaultProviderNotAllowed':
    'One Tap cannot show: the default OAuth provider is not compatible with One Tap. Configure your own Google client in the Stytch dashboard: https://stytch.com/dashboard/oauth',
} as const;
