import { DEFAULT_ALLOWED_ORIGINS } from '../test-api/http/cors';

/**
 * The origins the test API must allow for the extension: its side panel reads the outbox from
 * an extension page (chrome-extension://<id>, the id differs per unpacked install).
 */
export const EXTENSION_ORIGINS = ['chrome-extension://*'];

/** The test API's CORS list when the extension is in use: the defaults plus the extension. */
export function originsWithExtension(extra: string[] = []): string[] {
  return [...DEFAULT_ALLOWED_ORIGINS, ...EXTENSION_ORIGINS, ...extra];
}
