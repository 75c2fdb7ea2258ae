import type { StytchClient } from '../../../client/stytch-client';

// The official client's One Tap provider, which it exposes to its own prebuilt UI under the same
// registered symbol as its bootstrap data (client/internals.ts). Through it the client-side
// services iframe answers `oneTapStart`, the client loads Google's script, and after Google
// hands over a credential `oneTapSubmit` finishes the login and the redirect: the login stays the
// provider's.

export interface OneTapClientResult {
  success: boolean;
  reason?: string;
}

export interface OneTapInternals {
  /** oneTapStart through the iframe, then Google's script; a failure carries its reason. */
  createOneTapClient(): Promise<OneTapClientResult>;
  /** The cached oneTapStart answer. */
  fetchGoogleStart(): Promise<{ googleClientId: string }>;
  createOnSuccessHandler(options: {
    loginRedirectUrl: string | undefined;
    signupRedirectUrl: string | undefined;
    onSuccess(redirectUrl: string): void;
  }): (response: { credential: string }) => Promise<void>;
  redirectOnSuccess(redirectUrl: string): void;
}

const INTERNALS = Symbol.for('stytch__internal_b2c');

export function readOneTapInternals(client: StytchClient): OneTapInternals | null {
  const internals = (client as unknown as Record<symbol, { oneTap?: OneTapInternals } | undefined>)[
    INTERNALS
  ];
  return internals?.oneTap ?? null;
}
