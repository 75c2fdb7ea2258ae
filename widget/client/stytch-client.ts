import type { StytchClientOptions, StytchHeadlessClient } from '@stytch/vanilla-js/headless';

export type StytchClient = InstanceType<typeof StytchHeadlessClient>;

// One client per public token per page (the SDK keeps one data layer per token anyway);
// a second construction would fight the first over cookies and the refresh loop.
const clients = new Map<string, Promise<StytchClient>>();

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
  const existing = clients.get(publicToken);
  if (existing) return existing;
  const created = import('@stytch/vanilla-js/headless').then(({ createStytchClient }) => {
    const options = apiUrl
      ? ({ endpoints: endpointsFor(apiUrl) } as unknown as StytchClientOptions)
      : undefined;
    return createStytchClient(publicToken, options);
  });
  created.catch(() => clients.delete(publicToken));
  clients.set(publicToken, created);
  return created;
}

/** Lets a host hand over a client it already built (the `client` mount option). */
export function adoptClient(publicToken: string, client: StytchClient): void {
  clients.set(publicToken, Promise.resolve(client));
}
