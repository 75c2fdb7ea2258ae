import type { StytchClient } from '@stytch/vanilla-js/headless';
import { LATEST_MAJOR, type SdkMajor } from './sdk-majors';

/**
 * The official headless client of `major` (the latest by default) pointed at the test API.
 * Typed as the 6.x client: the suites call the methods the majors share (same names and
 * arguments); `SdkMajor.missing` lists the exceptions.
 */
export function sdkClient(
  apiUrl: string,
  publicToken: string,
  major: SdkMajor = LATEST_MAJOR,
): StytchClient {
  // Cookie names are per token: happy-dom shares one cookie jar across the clients of a file,
  // and a client must not pick up another project's session cookie.
  const suffix = publicToken.slice(-12);
  const options = {
    cookieOptions: {
      opaqueTokenCookieName: `stytch_session_${suffix}`,
      jwtCookieName: `stytch_session_jwt_${suffix}`,
    },
    endpoints: major.endpoints(apiUrl),
  };
  return major.construct(publicToken, options) as StytchClient;
}
