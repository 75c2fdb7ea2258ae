import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { EMBED_LOADER, runtimeUrlBeside } from '../../harness/shared/runtime-chunk.mjs';
import { SNIPPET_FILE_NAMES } from '../../harness/shared/snippet-formats';
import { version } from '../../package.json';
import { LOCAL_BUNDLE_URL, publicFolder } from '../init/public-folder';
import { failureReason } from './network';
import type { DoctorFetch, Finding } from './types';

// The snippets `init` writes name the widget's bundle in their data block (`data-bundle`) and
// load the embed loader beside it; a page may also import it itself (`import('<url>')`, a pasted
// `import { mountLogin } from '<url>'`). A wrong or unreachable URL only shows at runtime, as
// the snippet's message in place of the widget (or, when not even the loader loads, its
// loading line that never ends).

export interface BundleRef {
  url: string;
  /** The snippet file that names it, or `--bundle-url`. */
  from: string;
  /** The embed loader the snippet loads beside it (the data-block snippets). */
  loader?: string;
}

const IMPORT_FROM = /\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const DATA_BUNDLE = /\sdata-bundle\s*=\s*"([^"]+)"/g;
const LOADER_SRC = new RegExp(`<script\\b[^>]*\\ssrc\\s*=\\s*"((?:[^"]*/)?${EMBED_LOADER})"`);

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
    const loader = LOADER_SRC.exec(text)?.[1];
    for (const match of text.matchAll(DATA_BUNDLE)) {
      const url = match[1] ?? '';
      if (!refs.some((ref) => ref.url === url)) refs.push({ url, from: name, loader });
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
  const loader = ref.loader
    ? join(folder.dir, ...decodeURIComponent(ref.loader.replace(/[?#].*$/, '')).split('/'))
    : undefined;
  const shown = relative(projectDir, file) || file;
  const served = `${folder.kind === 'plain' ? 'this folder' : relative(projectDir, folder.dir)} (served at the site's root)`;
  const copy = `Copy dist/stytch-widget.js, dist/embed.js and dist/chunks/ of the stytch-widget package into ${relative(projectDir, join(file, '..')) || '.'} (npx stytch-widget init --bundle local does), or run doctor with --url <page> to check it where it is served.`;
  if (!existsSync(file) || !existsSync(runtime) || (loader && !existsSync(loader))) {
    if (ref.url !== LOCAL_BUNDLE_URL) return otherwise();
    const missing = !existsSync(file)
      ? shown
      : !existsSync(runtime)
        ? `${relative(projectDir, runtime)}, its shared chunk,`
        : `${relative(projectDir, loader ?? '')}, the loader the snippet runs,`;
    return {
      check: 'bundle',
      level: 'error',
      message: `${ref.from} loads the widget from ${ref.url}, but ${missing} is not in ${served}`,
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
  const bundle = await checkBundleFile(ref, fetcher, pageUrl);
  if (bundle.level !== 'ok' || !ref.loader) return bundle;
  // The loader is what the page runs first: without it, the bundle is never asked for.
  const loader = await checkBundleFile({ ...ref, url: ref.loader }, fetcher, pageUrl, 'the loader');
  return loader.level === 'ok' ? bundle : loader;
}

async function checkBundleFile(
  ref: BundleRef,
  fetcher: DoctorFetch,
  pageUrl?: string,
  what = 'the bundle',
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
  const regenerate = `Serve dist/${what === 'the bundle' ? 'stytch-widget.js' : EMBED_LOADER} of this package at that address, or write the snippet again with the right one: npx stytch-widget snippet --bundle-url <url>.`;
  try {
    const res = await fetcher(url.href);
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok) {
      return {
        check: 'bundle',
        level: 'error',
        message: `${what} ${url.href} (${ref.from}) answers HTTP ${res.status}`,
        fix: regenerate,
      };
    }
    if (!/javascript|ecmascript/i.test(type)) {
      return {
        check: 'bundle',
        level: 'error',
        message: `${what} ${url.href} (${ref.from}) is served as "${type || 'no content type'}": browsers refuse module scripts that are not JavaScript`,
        fix: 'Serve it with Content-Type: text/javascript.',
      };
    }
    return {
      check: 'bundle',
      level: 'ok',
      message: `${what} ${url.href} (${ref.from}) is reachable`,
    };
  } catch (error) {
    const cause = failureReason(error);
    return {
      check: 'bundle',
      level: 'error',
      message: `${what} ${url.href} (${ref.from}) is unreachable (${cause})`,
      fix: regenerate,
    };
  }
}
