// @simplewebauthn/server takes about a quarter of a second of CPU to load, more than the rest
// of the test API together; it is loaded on the first WebAuthn call instead of at start, so
// `test-api`, `smoke` and `dev` with no passkeys never pay for it.

type Library = typeof import('@simplewebauthn/server');

let loading: Promise<Library> | undefined;

/** @simplewebauthn/server, loaded once, on first use. */
export function webauthnLibrary(): Promise<Library> {
  loading ??= import('@simplewebauthn/server');
  return loading;
}

/**
 * The key algorithms offered and accepted (COSE ids: EdDSA, ES256, RS256), named so the
 * library never picks its default: that probes `SubtleCrypto.supports`, which prints two
 * ExperimentalWarnings on Node 24 and would offer ML-DSA-44 on some Node versions only.
 */
export const KEY_ALGORITHMS = [-8, -7, -257];
