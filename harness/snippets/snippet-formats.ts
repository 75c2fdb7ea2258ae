// Snippet formats and their defaults: light enough for command definitions (`--help`).
import type { MountModeInfo } from '../../widget/modes/types';

export const SNIPPET_FORMATS = ['html', 'react', 'redirect'] as const;
export type SnippetFormat = (typeof SNIPPET_FORMATS)[number];

/**
 * The template (in templates/) of a format: the embed snippets are the mount mode's own
 * (its declaration names them); the redirect page is shared by every mode.
 */
export function templateFile(format: SnippetFormat, mountMode: MountModeInfo): string {
  return format === 'redirect' ? 'redirect.html' : mountMode.snippetTemplates[format];
}

/** The file `init` writes each snippet to. */
export const SNIPPET_FILE_NAMES: Record<SnippetFormat, string> = {
  html: 'stytch-login.html',
  react: 'LoginWidget.tsx',
  redirect: 'stytch-redirect.html',
};

export const DEFAULT_ELEMENT_ID = 'stytch-login';
export const ELEMENT_ID_PATTERN = /^[A-Za-z][\w-]*$/;

export interface SnippetOptions {
  /** The mount mode the snippet mounts (default: the login mount). */
  mountMode?: MountModeInfo;
  /** Where the page loads the widget bundle from. */
  bundleUrl: string;
  /** The id of the element the widget mounts into (without `#`). */
  elementId?: string;
  /** Where the redirect page goes once the login is finished (default `/`). */
  afterLoginUrl?: string;
  /** The module the React snippet imports its component from (default `stytch-widget/react`). */
  reactImport?: string;
  /** Named in the snippet's comment, e.g. the config file it came from. */
  source?: string;
}

/** The bundle on a public CDN, pinned to this version: what a pasted snippet loads by default. */
export function defaultBundleUrl(version: string): string {
  return `https://unpkg.com/stytch-widget@${version}/dist/stytch-widget.js`;
}
