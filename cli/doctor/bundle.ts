import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { runtimeUrlBeside } from '../../harness/shared/runtime-chunk.mjs';
import { SNIPPET_FILE_NAMES } from '../../harness/shared/snippet-formats';
import { version } from '../../package.json';
import { LOCAL_BUNDLE_URL, publicFolder } from '../init/public-folder';
import { failureReason } from './network';
import type { DoctorFetch, Finding } from './types';

// The snippets `init` writes import the widget from a bundle URL (`import('<url>')`, or a
// pasted `import { mountLogin } from '<url>'`); a wrong or unreachable URL only shows at runtime,
// as the snippet's message in place of the widget.

export interface BundleRef {
  url: string;
  /** The snippet file that names it, or `--bundle-url`. */
  from: string;
}

const IMPORT_FROM = /\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The bundle URLs the HTML snippets next to the config import from. */
export async function snippetBundleUrls(dir: string): Promise<BundleRef[]> {
  const refs: BundleRef[] = [];
  for (const name of new Set(Object.values(SNIPPET_FILE_NAMES))) {
    if (!name.endsWith('.html')) continue;
    let text: string;
    try {
      text = await readFile(join(dir, name), 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(IMPORT_FROM)) {
      const url = match[1] ?? match[2] ?? '';
      if (!refs.some((ref) => ref.url === url)) refs.push({ url, from: name });
    }
  }
  return refs;
}

/**
 * Fetches each bundle URL; relative ones are resolved against `pageUrl` when there is one.
 * Without it, a root-relative one (the copy `init --bundle local` writes) is looked for in the
 * project's public folder.
 */
export async function checkBundles(
  refs: readonly BundleRef[],
  fetcher: DoctorFetch,
  pageUrl?: string,
  projectDir?: string,
): Promise<Finding[]> {
  if (!refs.length) {
    return [
      {
        check: 'bundle',
        level: 'info',
        message: `no HTML snippet next to the config names a bundle URL (looked for ${Object.values(
          SNIPPET_FILE_NAMES,
        )
          .filter((n) => n.endsWith('.html'))
          .join(', ')})`,
        fix: 'Pass --bundle-url <url> to check where your page loads the widget from.',
      },
    ];
  }
  return Promise.all(
    refs.map((ref) =>
      !pageUrl && projectDir && /^\/(?!\/)/.test(ref.url)
        ? checkLocalCopy(ref, projectDir, () => checkBundle(ref, fetcher))
        : checkBundle(ref, fetcher, pageUrl),
    ),
  );
}

/**
 * A root-relative bundle URL, checked as the copy in the project's public folder. Another path
 * missing there may be served from elsewhere (`otherwise`); the copy init writes may not.
 */
async function checkLocalCopy(
  ref: BundleRef,
  projectDir: string,
  otherwise: () => Promise<Finding>,
): Promise<Finding> {
  const folder = publicFolder(projectDir);
  const path = decodeURIComponent(ref.url.replace(/[?#].*$/, ''));
  const file = join(folder.dir, ...path.split('/'));
  const runtime = join(folder.dir, ...runtimeUrlBeside(path).split('/'));
  const shown = relative(projectDir, file) || file;
  const served = `${folder.kind === 'plain' ? 'this folder' : relative(projectDir, folder.dir)} (served at the site's root)`;
  const copy = `Copy dist/stytch-widget.js and dist/chunks/ of the stytch-widget package into ${relative(projectDir, join(file, '..')) || '.'} (npx stytch-widget init --bundle local does), or run doctor with --url <page> to check it where it is served.`;
  if (!existsSync(file) || !existsSync(runtime)) {
    if (ref.url !== LOCAL_BUNDLE_URL) return otherwise();
    return {
      check: 'bundle',
      level: 'error',
      message: `${ref.from} loads the widget from ${ref.url}, but ${existsSync(file) ? `${relative(projectDir, runtime)}, its shared chunk,` : shown} is not in ${served}`,
      fix: copy,
    };
  }
  const [copied, packaged] = await Promise.all([
    readFile(file),
    readFile(fromPackageRoot('dist', 'stytch-widget.js')).catch(() => undefined),
  ]);
  if (packaged && !copied.equals(packaged)) {
    return {
      check: 'bundle',
      level: 'warning',
      message: `${shown} (${ref.from}) is not the bundle of this stytch-widget (${version}): an older copy?`,
      fix: copy,
    };
  }
  return {
    check: 'bundle',
    level: 'ok',
    message: `the bundle ${ref.url} (${ref.from}) is in the project: ${shown}`,
  };
}

async function checkBundle(
  ref: BundleRef,
  fetcher: DoctorFetch,
  pageUrl?: string,
): Promise<Finding> {
  let url: URL;
  try {
    url = new URL(ref.url, pageUrl);
  } catch {
    return {
      check: 'bundle',
      level: 'info',
      message: `${ref.from} loads the widget from the relative URL ${ref.url}`,
      fix: 'Run doctor with --url <page> to check it from your page.',
    };
  }
  const regenerate = `Serve dist/stytch-widget.js of this package at that address, or write the snippet again with the right one: npx stytch-widget snippet --bundle-url <url>.`;
  try {
    const res = await fetcher(url.href);
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok) {
      return {
        check: 'bundle',
        level: 'error',
        message: `the bundle ${url.href} (${ref.from}) answers HTTP ${res.status}`,
        fix: regenerate,
      };
    }
    if (!/javascript|ecmascript/i.test(type)) {
      return {
        check: 'bundle',
        level: 'error',
        message: `the bundle ${url.href} (${ref.from}) is served as "${type || 'no content type'}": browsers refuse module scripts that are not JavaScript`,
        fix: 'Serve it with Content-Type: text/javascript.',
      };
    }
    return {
      check: 'bundle',
      level: 'ok',
      message: `the bundle ${url.href} (${ref.from}) is reachable`,
    };
  } catch (error) {
    const cause = failureReason(error);
    return {
      check: 'bundle',
      level: 'error',
      message: `the bundle ${url.href} (${ref.from}) is unreachable (${cause})`,
      fix: regenerate,
    };
  }
}
