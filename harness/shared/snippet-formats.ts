// Snippet formats and their defaults: light enough for command definitions (`--help`).
import type { MountModeInfo } from '../../widget/modes/types';

export const SNIPPET_FORMATS = [
  'html',
  'react',
  'redirect',
  'reset-html',
  'reset-react',
  'passkeys-html',
  'passkeys-react',
] as const;
export type SnippetFormat = (typeof SNIPPET_FORMATS)[number];

/** The kinds of template: a mount mode's HTML or React embed, or the shared redirect page. */
export type SnippetKind = 'html' | 'react' | 'redirect';

/** The id of the reset password mount (widget/modes/resetPassword). */
export const RESET_PASSWORD_MODE_ID = 'resetPassword';

/** The id of the passkey-registration mount (widget/modes/passkeyRegistration). */
export const PASSKEY_REGISTRATION_MODE_ID = 'passkeyRegistration';

export interface SnippetFormatSpec {
  kind: SnippetKind;
  /** The mount mode an embed mounts (its declaration names the template); none for redirect. */
  mountMode?: string;
}

export const SNIPPET_FORMAT_SPECS: Record<SnippetFormat, SnippetFormatSpec> = {
  html: { kind: 'html', mountMode: 'login' },
  react: { kind: 'react', mountMode: 'login' },
  redirect: { kind: 'redirect' },
  'reset-html': { kind: 'html', mountMode: RESET_PASSWORD_MODE_ID },
  'reset-react': { kind: 'react', mountMode: RESET_PASSWORD_MODE_ID },
  'passkeys-html': { kind: 'html', mountMode: PASSKEY_REGISTRATION_MODE_ID },
  'passkeys-react': { kind: 'react', mountMode: PASSKEY_REGISTRATION_MODE_ID },
};

/**
 * The template (in templates/) of a kind: the embed snippets are the mount mode's own (its
 * declaration names them); the redirect page is shared by every mode.
 */
export function templateFile(kind: SnippetKind, mountMode: MountModeInfo): string {
  return kind === 'redirect' ? 'redirect.html' : mountMode.snippetTemplates[kind];
}

/** The file `init` writes each snippet to. */
export const SNIPPET_FILE_NAMES: Record<SnippetFormat, string> = {
  html: 'stytch-login.html',
  react: 'LoginWidget.tsx',
  redirect: 'stytch-redirect.html',
  'reset-html': 'stytch-reset.html',
  'reset-react': 'ResetPassword.tsx',
  'passkeys-html': 'stytch-passkeys.html',
  'passkeys-react': 'PasskeyRegistration.tsx',
};

/** The element the login mount goes into (the dev page uses the same id). */
export const DEFAULT_ELEMENT_ID = 'stytch-login';
export const ELEMENT_ID_PATTERN = /^[A-Za-z][\w-]*$/;

/** A mount mode's default element id: `stytch-login`, `stytch-reset-password`, … */
export function defaultElementId(modeId: string): string {
  return `stytch-${modeId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export interface SnippetOptions {
  /** The mount mode an html or react snippet mounts (default: the format's own). */
  mountMode?: MountModeInfo;
  /** Where the page loads the widget bundle from. */
  bundleUrl: string;
  /** The id of the element the widget mounts into (without `#`; default: the mode's). */
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
