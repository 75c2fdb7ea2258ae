import type { Page } from 'puppeteer-core';
import type { ConfigFile } from '../../widget/config/schema';
import { loginModeInfo } from '../../widget/modes/login/info';
import { passkeyRegistrationModeInfo } from '../../widget/modes/passkeyRegistration/info';
import {
  defaultExternalPolicy,
  type ExternalPolicy,
  type ProviderCall,
  type ProviderRouting,
  routePuppeteerPage,
} from '../routing';
import { fromPackageRoot } from '../shared/package-root';
import { startPageServer } from '../shared/page-server';
import { mountOptionsFromConfig } from '../shared/render-snippet';
import { BUNDLE_PATH } from '../shared/snippet-page';
import { UserError } from '../shared/user-error';
import {
  type BlockedWidgetRecord,
  explainBlocking,
  readInjectStatus,
  watchForBlocking,
} from './inject/blocked-widget';
import { contentScript, INJECTED_ELEMENT_ID } from './inject/content-script';
import { allowLocalNetwork } from './inject/local-network';
import { mountPages } from './mount-pages';
import { serveAddress } from './serve-address';

export interface PageSourceOptions {
  /** The config under test, its `apiUrl` already pointing at the run's test API. */
  config: ConfigFile;
  /** The address the page server binds and advertises (serve-address.ts). */
  host?: string;
  /** A page of the customer's to run the scenarios on instead of the harness's own. */
  url?: string;
  /** Where on `url` the widget goes (default: a floating container). */
  selector?: string;
  /** Whether the widget is injected into `url` (false: the page already embeds it). */
  inject?: boolean;
  /**
   * With `url` and `inject: false`: the app's page where a logged-in user adds passkeys
   * (`--passkey-registration-url`), the page of the passkey-registration mount's scenarios.
   */
  passkeyRegistrationUrl?: string;
  /** Host names the run's servers answer besides loopback and their own (`--allowed-host`). */
  allowedHosts?: string[];
  /**
   * With `url`: the provider's hosts are answered by the run's test API (default true);
   * false sends the page's calls to the real provider (`--no-route`).
   */
  route?: boolean;
  /**
   * With `url` and routing: other hosts load (`allow`) or are aborted (`block`); default `block`
   * with `CI` set, else `allow`.
   */
  external?: ExternalPolicy;
  /** The run's test API as this process reaches it: routed requests are forwarded there. */
  testApiUrl?: string;
}

export interface PageSource {
  /**
   * The page of each mount mode, by mode id. With `url` only the login mode has one, and the
   * passkey-registration mode with `passkeyRegistrationUrl`: the runner skips the scenarios of
   * modes missing here.
   */
  pageUrls: Record<string, string>;
  /** The page is the customer's own app, which finishes redirect logins on its own route. */
  followRedirects?: boolean;
  close(): Promise<void>;
  /** Runs on each new page before a scenario opens anything on it. */
  preparePage?(page: Page): Promise<void>;
  /**
   * Answers the page's calls to the provider's hosts from the run's test API, from now until
   * the page closes; `onGap` hears of a call the test API could not answer.
   */
  routePage?(page: Page, onGap: (call: ProviderCall) => void): Promise<ProviderRouting>;
  /**
   * After a scenario failed on this page: what on the customer's page blocked the widget (a
   * CSP directive and its header, mixed content, no element for the selector), or undefined.
   */
  explainFailure?(page: Page): Promise<string | undefined>;
}

/**
 * The pages the scenarios run on: the harness's own (the embed snippet of each mount mode), or
 * with `url` the customer's page, the widget injected into it unless `inject` is false.
 */
export async function servePages(options: PageSourceOptions): Promise<PageSource> {
  if (options.url) return customerPage({ ...options, url: options.url });
  const address = serveAddress(options.host);
  const pageTable: Record<string, string> = {};
  for (const mountPage of mountPages)
    pageTable[mountPage.path] = await mountPage.html(options.config);
  const server = await startPageServer({
    pages: pageTable,
    staticDir: fromPackageRoot('dist'),
    host: address.bind,
    publicHost: address.advertise,
    ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
  });
  return {
    pageUrls: Object.fromEntries(
      mountPages.map((mountPage) => [
        mountPage.mountMode,
        new URL(mountPage.path, server.url).href,
      ]),
    ),
    close: () => server.close(),
  };
}

/** Checks `--url` (or `flag`) before anything starts: an absolute http(s) address. */
export function customerPageUrl(url: string, flag = '--url'): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UserError(`${flag} must be an absolute http:// or https:// address, got "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UserError(`${flag} must be an http:// or https:// address, got "${url}"`);
  }
  return parsed;
}

/**
 * The mount modes a run can cover on its pages: with `url` only the login mount (a customer's
 * page holds one widget), and the passkey-registration mount on the app's passkey page when
 * `passkeyRegistrationUrl` names one (checked by app-passkey-page.ts). Checks `url` too, so a
 * bad one stops the run before anything starts.
 */
export function modesOnPages(
  modes: readonly string[],
  pages: Pick<PageSourceOptions, 'url' | 'passkeyRegistrationUrl'> = {},
): string[] {
  if (!pages.url) return [...modes];
  customerPageUrl(pages.url);
  const withPage: string[] = [
    loginModeInfo.id,
    ...(pages.passkeyRegistrationUrl ? [passkeyRegistrationModeInfo.id] : []),
  ];
  const covered = modes.filter((mode) => withPage.includes(mode));
  if (modes.length && !covered.length) {
    throw new UserError(
      `--url tests the ${withPage.join(' and ')} mount${withPage.length > 1 ? 's' : ''} only; --mount asked for ${modes.join(', ')}`,
    );
  }
  return covered;
}

async function customerPage(options: PageSourceOptions & { url: string }): Promise<PageSource> {
  const page = customerPageUrl(options.url);
  const inject = options.inject ?? true;
  if (!inject && options.selector) {
    throw new UserError('--selector places an injected widget; it means nothing with --no-inject');
  }
  const address = serveAddress(options.host);
  // Only the bundle is served: the page is the customer's.
  const server = inject
    ? await startPageServer({
        pages: {},
        staticDir: fromPackageRoot('dist'),
        host: address.bind,
        publicHost: address.advertise,
        crossOriginStatic: true,
        ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
      })
    : undefined;
  const widgetOrigins = [
    ...(server ? [server.url] : []),
    ...(options.config.apiUrl ? [new URL(options.config.apiUrl).origin] : []),
  ];
  const records = new WeakMap<Page, BlockedWidgetRecord>();
  const { testApiUrl } = options;
  return {
    pageUrls: {
      [loginModeInfo.id]: page.href,
      ...(options.passkeyRegistrationUrl
        ? { [passkeyRegistrationModeInfo.id]: customerPageUrl(options.passkeyRegistrationUrl).href }
        : {}),
    },
    ...(inject ? {} : { followRedirects: true }),
    ...(options.route !== false && testApiUrl !== undefined
      ? {
          routePage: (target: Page, onGap: (call: ProviderCall) => void) =>
            routePuppeteerPage(target, {
              testApiUrl,
              external: options.external ?? defaultExternalPolicy(),
              // The customer's site itself always loads, and so does the harness's bundle.
              keepHosts: [page.hostname, ...(server ? [new URL(server.url).hostname] : [])],
              onGap,
            }),
        }
      : {}),
    close: async () => {
      await server?.close();
    },
    async preparePage(target) {
      records.set(target, await watchForBlocking(target, page.origin));
      if (!server) return;
      await allowLocalNetwork(target, page.origin);
      await target.evaluateOnNewDocument(
        contentScript({
          origin: page.origin,
          bundleUrl: new URL(BUNDLE_PATH, server.url).href,
          mountFunction: loginModeInfo.functionName,
          mountOptions: mountOptionsFromConfig(options.config, INJECTED_ELEMENT_ID),
          ...(options.selector ? { selector: options.selector } : {}),
        }),
      );
    },
    async explainFailure(target) {
      const record = records.get(target);
      if (!record) return undefined;
      return explainBlocking(record, widgetOrigins, await readInjectStatus(target));
    },
  };
}
