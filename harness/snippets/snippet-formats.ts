// Snippet formats and their defaults: light enough for command definitions (`--help`).

export const SNIPPET_FORMATS = ['html', 'react', 'redirect'] as const;
export type SnippetFormat = (typeof SNIPPET_FORMATS)[number];

export const TEMPLATE_FILES: Record<SnippetFormat, string> = {
  html: 'embed.html',
  react: 'LoginWidget.tsx.tpl',
  redirect: 'redirect.html',
};

/** The file `init` writes each snippet to. */
export const SNIPPET_FILE_NAMES: Record<SnippetFormat, string> = {
  html: 'stytch-login.html',
  react: 'LoginWidget.tsx',
  redirect: 'stytch-redirect.html',
};

export const DEFAULT_ELEMENT_ID = 'stytch-login';
export const ELEMENT_ID_PATTERN = /^[A-Za-z][\w-]*$/;

export interface SnippetOptions {
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
