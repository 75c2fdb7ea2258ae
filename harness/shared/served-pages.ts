import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  SNIPPET_FILE_NAMES,
  SNIPPET_FORMAT_SPECS,
  SNIPPET_FORMATS,
  type SnippetFormat,
} from './snippet-formats';

// The page files `init` writes beside the config (stytch-login.html, stytch-reset.html,
// stytch-passkeys.html): what the customer serves, so what plain `smoke` tests when they exist.

export interface ServedPageFile {
  format: SnippetFormat;
  /** The mount mode the page mounts (widget/modes id). */
  mountMode: string;
  /** The file name, relative to the folder (`stytch-login.html`). */
  file: string;
  path: string;
}

/** The embed pages in `dir`, one per mount mode, in the formats' order. */
export function servedPageFiles(dir: string): ServedPageFile[] {
  return SNIPPET_FORMATS.flatMap((format) => {
    const spec = SNIPPET_FORMAT_SPECS[format];
    if (spec.kind !== 'html' || !spec.mountMode) return [];
    const file = SNIPPET_FILE_NAMES[format];
    const path = join(dir, file);
    return existsSync(path) ? [{ format, mountMode: spec.mountMode, file, path }] : [];
  });
}
