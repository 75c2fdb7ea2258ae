import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SNIPPET_FILE_NAMES } from '../../harness/snippets/snippet-formats';
import { failureReason } from './network';
import type { DoctorFetch, Finding } from './types';

// The snippets `init` writes import the widget from a bundle URL (`import { mountLogin } from
// '<url>'`); a wrong or unreachable URL only shows at runtime as a failed module import.

export interface BundleRef {
  url: string;
  /** The snippet file that names it, or `--bundle-url`. */
  from: string;
}

const IMPORT_FROM = /\bfrom\s+['"]([^'"]+)['"]/g;

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
      const url = match[1] ?? '';
      if (!refs.some((ref) => ref.url === url)) refs.push({ url, from: name });
    }
  }
  return refs;
}

/** Fetches each bundle URL; relative ones are resolved against `pageUrl` when there is one. */
export async function checkBundles(
  refs: readonly BundleRef[],
  fetcher: DoctorFetch,
  pageUrl?: string,
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
  return Promise.all(refs.map((ref) => checkBundle(ref, fetcher, pageUrl)));
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
