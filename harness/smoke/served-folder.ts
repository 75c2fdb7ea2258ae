import { readFile } from 'node:fs/promises';
import { basename, dirname, relative } from 'node:path';
import type { Page } from 'puppeteer-core';
import type { ConfigFile } from '../../widget/config/schema';
import { defaultExternalPolicy, type ProviderCall, routePuppeteerPage } from '../routing';
import { fromPackageRoot } from '../shared/package-root';
import { startPageServer } from '../shared/page-server';
import { type ServedPageFile, servedPageFiles } from '../shared/served-pages';
import { pageVerdict } from '../shared/stale-page';
import { UserError } from '../shared/user-error';
import type { PageSource, PageSourceOptions } from './page-source';
import { serveAddress } from './serve-address';

// Plain `smoke` in a folder where `init` wrote pages: the pages are served from disk as they
// are, and the scenarios run on them, so what passes is what the customer ships. A page that no
// longer says what the config says is refused before anything starts, naming the keys and the
// command that writes it again.

export interface ServedFolder {
  dir: string;
  pages: ServedPageFile[];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin of an `apiUrl` on this machine, or undefined (none, or Stytch's own hosts). */
function localApiOrigin(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined;
  const parsed = new URL(apiUrl);
  return LOOPBACK.has(parsed.hostname) ? parsed.origin : undefined;
}

/** The folder's pages when `init` wrote any beside the config (the login page at least). */
export function servedFolderOf(configPath: string | undefined): ServedFolder | undefined {
  if (!configPath) return undefined;
  const dir = dirname(configPath);
  const pages = servedPageFiles(dir);
  return pages.some((page) => page.mountMode === 'login') ? { dir, pages } : undefined;
}

/** Refuses pages whose snippet is missing or differs from the config, naming what to run. */
export async function checkServedPages(
  folder: ServedFolder,
  config: ConfigFile,
  configPath: string,
): Promise<void> {
  const configName = relative(folder.dir, configPath) || basename(configPath);
  const verdicts = await Promise.all(
    folder.pages.map(async (page) =>
      pageVerdict(page, await readFile(page.path, 'utf8'), config, configName),
    ),
  );
  const wrong = verdicts.filter((verdict) => verdict.problems.length);
  if (!wrong.length) return;
  throw new UserError(wrong.flatMap((verdict) => verdict.problems).join('\n'), {
    kind: 'refused',
    fix: [
      `Write the page${wrong.length > 1 ? 's' : ''} again from the config (in ${folder.dir}):`,
      ...wrong.map((verdict) => `  ${verdict.fix}`),
      'or, to test the config on pages smoke renders itself instead of yours, pass --rendered.',
    ].join('\n'),
  });
}

/** Serves the folder as it is on disk and runs each mount mode's scenarios on its page file. */
export async function serveFolder(
  folder: ServedFolder,
  options: Omit<PageSourceOptions, 'config'> & {
    /** The page's own `apiUrl` (the config file's), answered by the run's test API. */
    pageApiUrl?: string;
  },
): Promise<PageSource> {
  const address = serveAddress(options.host);
  const server = await startPageServer({
    pages: {},
    staticDir: fromPackageRoot('dist'),
    extraStatic: { '/': folder.dir },
    host: address.bind,
    publicHost: address.advertise,
    ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
  });
  const pageHost = new URL(server.url).hostname;
  const { testApiUrl } = options;
  return {
    pageUrls: Object.fromEntries(
      folder.pages.map((page) => [page.mountMode, new URL(`/${page.file}`, server.url).href]),
    ),
    // A page built without an apiUrl (the production snippet) calls Stytch's hosts: answered by
    // the run's test API, like any customer page.
    ...(testApiUrl !== undefined
      ? {
          routePage: (target: Page, onGap: (call: ProviderCall) => void) =>
            routePuppeteerPage(target, {
              testApiUrl,
              external: options.external ?? defaultExternalPolicy(),
              keepHosts: [pageHost],
              // The pages call the test API at the address init wrote (http://127.0.0.1:4010);
              // the run's, on a free port, answers there, so runs never fight over a port.
              ...(localApiOrigin(options.pageApiUrl)
                ? { apiOrigins: [localApiOrigin(options.pageApiUrl) as string] }
                : {}),
              onGap,
            }),
        }
      : {}),
    close: () => server.close(),
  };
}
