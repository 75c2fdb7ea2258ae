import type {
  AuthenticateFromUrlOptions,
  AuthenticateFromUrlResult,
} from './authenticate-from-url';

/**
 * `authenticateFromUrl` as the bundles export it: only the redirect page calls it, so its code
 * (token reading, the provider's error parameters, the SDK calls) loads when it is called
 * instead of with every login widget.
 */
export async function authenticateFromUrl(
  options: AuthenticateFromUrlOptions,
): Promise<AuthenticateFromUrlResult> {
  const { authenticateFromUrl: run } = await import('./authenticate-from-url');
  return run(options);
}
