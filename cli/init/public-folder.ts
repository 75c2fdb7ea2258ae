import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Where a project serves its static files from the site's root, so that a copy of the widget's
// bundle there is loaded from a root-relative URL (`/stytch-widget/stytch-widget.js`).

export type ProjectKind = 'next' | 'vite' | 'plain';

export interface PublicFolder {
  kind: ProjectKind;
  /** Absolute: `<project>/public` for Next.js and Vite, the project's own folder otherwise. */
  dir: string;
}

/** The folder the copy goes into, inside the public folder, and the URL it is served at. */
export const LOCAL_BUNDLE_FOLDER = 'stytch-widget';
export const LOCAL_BUNDLE_URL = `/${LOCAL_BUNDLE_FOLDER}/stytch-widget.js`;

const CONFIG_EXTENSIONS = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'];

function hasConfig(projectDir: string, name: string): boolean {
  return CONFIG_EXTENSIONS.some((ext) => existsSync(join(projectDir, `${name}.config.${ext}`)));
}

function dependencies(projectDir: string): Set<string> {
  try {
    const manifest = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    return new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ]);
  } catch {
    return new Set();
  }
}

/** The kind of project in `projectDir`: its framework's config file, else its dependencies. */
export function projectKind(projectDir: string): ProjectKind {
  if (hasConfig(projectDir, 'next')) return 'next';
  if (hasConfig(projectDir, 'vite')) return 'vite';
  const deps = dependencies(projectDir);
  if (deps.has('next')) return 'next';
  if (deps.has('vite')) return 'vite';
  return 'plain';
}

/**
 * Next.js and Vite serve `public/` at the site's root. A plain site is taken to be served from
 * the folder init writes the pages into, so the copy goes beside them.
 */
export function publicFolder(projectDir: string): PublicFolder {
  const kind = projectKind(projectDir);
  return { kind, dir: kind === 'plain' ? projectDir : join(projectDir, 'public') };
}
