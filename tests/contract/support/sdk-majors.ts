import {
  StytchHeadlessClient as HeadlessV6,
  type StytchClientOptions,
} from '@stytch/vanilla-js/headless';
import { StytchHeadlessClient as HeadlessV4 } from '@stytch/vanilla-js-v4/headless';
import { StytchHeadlessClient as HeadlessV5 } from '@stytch/vanilla-js-v5/headless';

/** A 6.x client call the suites make that an older major does not have. */
export type MissingCall = 'user.deleteCryptoWallet';

/**
 * One major of the official browser SDK as the contract suites drive it. A new major is one entry
 * in `SDK_MAJORS` (and its aliased devDependency).
 */
export interface SdkMajor {
  /** `4.x`, `5.x`, `6.x`: the suites' titles name it. */
  readonly major: string;
  /** The latest major runs every test; older ones run each suite's core flows. */
  readonly latest: boolean;
  /** The `endpoints` option that sends every call of this major to the test API at `apiUrl`. */
  endpoints(apiUrl: string): Record<string, string>;
  /** This major's headless client, given the test's cookie names and `endpoints`. */
  construct(publicToken: string, options: object): unknown;
  /** Calls the suites skip for this major, each checked to be absent where it is skipped. */
  readonly missing: ReadonlySet<MissingCall>;
}

// The documented `customBaseUrl` (5.x and 6.x only) is forced to https and loses its port, so
// every major is pointed through its undocumented `endpoints` option instead.
const apiEndpoints = (apiUrl: string) => ({
  testAPIURL: apiUrl,
  liveAPIURL: apiUrl,
  dfpBackendURL: `${apiUrl}/dfp`,
  clientsideServicesIframeURL: `${apiUrl}/clientside-services/index.html`,
});

export const SDK_MAJORS: readonly SdkMajor[] = [
  {
    major: '4.x',
    latest: false,
    // 4.x sends most calls to its SDK backend (web.stytch.com) and only crypto wallets and
    // OAuth starts to the test/live API host.
    endpoints: (apiUrl) => ({ ...apiEndpoints(apiUrl), sdkBackendURL: apiUrl }),
    construct: (token, options) => new HeadlessV4(token, options),
    missing: new Set<MissingCall>(['user.deleteCryptoWallet']),
  },
  {
    major: '5.x',
    latest: false,
    endpoints: apiEndpoints,
    construct: (token, options) => new HeadlessV5(token, options),
    missing: new Set<MissingCall>(),
  },
  {
    major: '6.x',
    latest: true,
    endpoints: apiEndpoints,
    construct: (token, options) => new HeadlessV6(token, options as unknown as StytchClientOptions),
    missing: new Set<MissingCall>(),
  },
];

export const LATEST_MAJOR: SdkMajor =
  SDK_MAJORS.find((m) => m.latest) ?? (SDK_MAJORS.at(-1) as SdkMajor);
