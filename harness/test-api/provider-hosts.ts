// The provider's hosts an app built on the official SDK talks to from the browser, and what
// each one serves. Pure data: routing (the harness's browser, the extension) reads it.

export interface ProviderHost {
  host: string;
  /** What the host serves; API hosts keep their paths when routed to the test API. */
  serves: 'api' | 'clientside-services' | 'telemetry';
}

export const PROVIDER_HOSTS: readonly ProviderHost[] = [
  // Test tokens in the current majors.
  { host: 'test.stytch.com', serves: 'api' },
  // Live tokens in the current majors.
  { host: 'api.stytch.com', serves: 'api' },
  // The 4.x major, for both.
  { host: 'web.stytch.com', serves: 'api' },
  // The client-side services iframe: /clientside-services/…
  { host: 'js.stytch.com', serves: 'clientside-services' },
  { host: 'telemetry.stytch.com', serves: 'telemetry' },
];
