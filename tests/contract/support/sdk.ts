import {
  type StytchClient,
  type StytchClientOptions,
  StytchHeadlessClient,
} from '@stytch/vanilla-js/headless';

/**
 * The official headless client pointed at the test API through the undocumented
 * `endpoints` option: the documented `customBaseUrl` is forced to https and loses its port.
 */
export function sdkClient(apiUrl: string, publicToken: string): StytchClient {
  // Cookie names are per token: happy-dom shares one cookie jar across the clients of a file,
  // and a client must not pick up another project's session cookie.
  const suffix = publicToken.slice(-12);
  const options = {
    cookieOptions: {
      opaqueTokenCookieName: `stytch_session_${suffix}`,
      jwtCookieName: `stytch_session_jwt_${suffix}`,
    },
    endpoints: {
      testAPIURL: apiUrl,
      liveAPIURL: apiUrl,
      dfpBackendURL: `${apiUrl}/dfp`,
      clientsideServicesIframeURL: `${apiUrl}/clientside-services/index.html`,
    },
  };
  return new StytchHeadlessClient(publicToken, options as unknown as StytchClientOptions);
}
