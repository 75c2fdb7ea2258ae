import { DEFAULT_ALLOWED_ORIGINS } from '../test-api';

/**
 * The test API's CORS list for `stytch-widget dev`: the defaults (which name this extension's
 * own origin, fixed by its manifest key) plus the sites it mounts the widget on.
 */
export function originsWithExtension(extra: string[] = []): string[] {
  return [...DEFAULT_ALLOWED_ORIGINS, ...extra];
}
