import type { StytchClientOptions, StytchHeadlessClient } from '@stytch/vanilla-js/headless';

export type StytchClient = InstanceType<typeof StytchHeadlessClient>;

// One client per public token and API URL per page (the SDK keeps one data layer per token):
// a second construction for the same pair would fight the first over cookies and the refresh
// loop. A new API URL (update({ apiUrl })) needs its own client: endpoints are fixed at build.
const clients = new Map<string, Promise<StytchClient>>();
const keyOf = (publicToken: string, apiUrl: string | undefined) =>
  `${publicToken}\n${apiUrl ?? ''}`;

/**
 * Points the official client at another server. `customBaseUrl` cannot (it is reduced to
 * https://<host>), so this uses the client's `endpoints` option, which is taken verbatim.
 */
export function endpointsFor(apiUrl: string): Record<string, string> {
  const base = apiUrl.replace(/\/+$/, '');
  return {
    testAPIURL: base,
    liveAPIURL: base,
    dfpBackendURL: `${base}/dfp`,
    clientsideServicesIframeURL: `${base}/clientside-services/index.html`,
  };
}

/**
 * The headless client, loaded on first use: it is not needed to draw the first screen, so it
 * stays out of the bytes a page loads before the widget appears.
 */
export function loadClient(publicToken: string, apiUrl?: string): Promise<StytchClient> {
  const key = keyOf(publicToken, apiUrl);
  const existing = clients.get(key);
  if (existing) return existing;
  const created = import('@stytch/vanilla-js/headless').then(({ createStytchClient }) => {
    const options = apiUrl
      ? ({ endpoints: endpointsFor(apiUrl) } as unknown as StytchClientOptions)
      : undefined;
    return createStytchClient(publicToken, options);
  });
  created.catch(() => clients.delete(key));
  clients.set(key, created);
  return created;
}

/** Lets a host hand over a client it already built (the `client` mount option). */
export function adoptClient(
  publicToken: string,
  apiUrl: string | undefined,
  client: StytchClient,
): void {
  clients.set(keyOf(publicToken, apiUrl), Promise.resolve(client));
}
