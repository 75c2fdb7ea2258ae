import type { StytchClient } from './stytch-client';

/** The project data the SDK fetched at construction (bootstrap, camel-cased by the SDK). */
export interface BootstrapData {
  displayWatermark: boolean;
  emailDomains: string[];
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
}

export interface ClientInternals {
  bootstrap: { getSync(): BootstrapData; getAsync(): Promise<BootstrapData> };
  networkClient: { logEvent(event: { name: string; details?: Record<string, unknown> }): void };
  /**
   * users/search, which the prebuilt UI's password flow calls to tell new, password and
   * passwordless users apart; the headless client has no public method for it.
   */
  searchManager?: {
    searchUser(email: string): Promise<{ userType: 'new' | 'password' | 'passwordless' }>;
  };
}

// The official client exposes bootstrap data, its event logger and the user search only to its
// own prebuilt UI, under this registered symbol. Reading it keeps every call on the SDK's own
// transport.
const INTERNALS = Symbol.for('stytch__internal_b2c');

export function readInternals(client: StytchClient): ClientInternals | null {
  const internals = (client as unknown as Record<symbol, ClientInternals | undefined>)[INTERNALS];
  return internals?.bootstrap && internals.networkClient ? internals : null;
}

export const DEFAULT_BOOTSTRAP: BootstrapData = {
  displayWatermark: false,
  emailDomains: [],
  passwordConfig: null,
};
