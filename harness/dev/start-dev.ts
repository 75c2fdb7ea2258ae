import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ConfigFile } from '../../widget/config/schema';
import { loginModeInfo } from '../../widget/modes/login/info';
import { defaultDevConfig } from '../shared/default-config';
import { loadConfigFile } from '../shared/load-config';
import { fromPackageRoot } from '../shared/package-root';
import { startPageServer } from '../shared/page-server';
import {
  DEFAULT_ELEMENT_ID,
  mountOptionsFromConfig,
  snippetMountMode,
  snippetProblems,
} from '../shared/render-snippet';
import { BUNDLE_PATH, redirectSnippetPage, snippetPage } from '../shared/snippet-page';
import { UserError } from '../shared/user-error';
import { startTestApi } from '../test-api';
import { DEV_RESET_PATH, withDevResetPage } from './dev-reset-page';
import { originsWithExtension } from './origins';
import { DEV_CONFIG_FILE_PATH, DEV_CONFIG_PATH, type DevPageConfig } from './page/dev-page-config';

export interface DevOptions {
  /** Dev page port (default 3000; 0 = any free port). */
  port?: number;
  /** Test API port (default 4010; 0 = any free port). */
  apiPort?: number;
  /** stytch-widget.config.json to show; default: ./stytch-widget.config.json if present. */
  configPath?: string;
  /** Test API store (default: .stytch-widget/test-api.sqlite). */
  dbPath?: string;
  /** More origins the test API answers (a site the extension mounts the widget on). */
  allowedOrigins?: string[];
  /** Host names both servers answer besides loopback (`--allowed-host`; DNS rebinding). */
  allowedHosts?: string[];
}

export interface RunningDev {
  url: string;
  apiUrl: string;
  configSource: string;
  /** The config it serves for the browser extension (`/stytch-widget.config.json`). */
  configText: string;
  /** The password reset page, where the config's reset links land (with passwords only). */
  resetPageUrl?: string;
  /**
   * The passkey registration page (with passkeys only), on the dev page's own origin: it needs
   * the session the dev page's login made, and WebAuthn needs http://localhost.
   */
  passkeysPageUrl?: string;
  close(): Promise<void>;
}

/** Where `stytch-widget dev` serves the passkey registration page (`snippet --format passkeys-html`). */
export const DEV_PASSKEYS_PATH = '/passkeys';

/** The dev page's build output (harness/dev/page, built by harness/build-targets.mjs). */
const DEV_PAGE_PREFIX = '/dev/';

export function devPageConfig(config: ConfigFile, apiUrl: string): DevPageConfig {
  return {
    apiUrl,
    bundleUrl: BUNDLE_PATH,
    // The config file is the login mount's (its snippets mount it).
    mountFunction: loginModeInfo.functionName,
    mountOptions: mountOptionsFromConfig(config, DEFAULT_ELEMENT_ID),
  };
}

/** What the dev server serves for a config, once it knows its own address. */
async function devPages(fileConfig: ConfigFile, apiUrl: string, devUrl: string) {
  // The dev page always talks to the local test API, whatever the config says for production.
  const config = withDevResetPage({ ...fileConfig, apiUrl }, devUrl);
  const resetMode = snippetMountMode('reset-html');
  const passkeysMode = snippetMountMode('passkeys-html');
  return {
    pageConfig: JSON.stringify(devPageConfig(config, apiUrl)),
    configFile: JSON.stringify(config, null, 2),
    redirect: await redirectSnippetPage(config),
    // The page `snippet --format reset-html` prints, where the config's reset links land.
    reset:
      resetMode && snippetProblems('reset-html', config).length === 0
        ? await snippetPage(config, 'stytch-widget dev: reset password', resetMode)
        : null,
    // The page `snippet --format passkeys-html` prints; only a config with passkeys has it.
    passkeys:
      passkeysMode && config.products.includes('passkeys')
        ? await snippetPage(config, 'stytch-widget dev: passkeys', passkeysMode)
        : null,
  };
}

/** `npm start`: the local test API plus a dev page with the widget and the outbox. */
export async function startDev(options: DevOptions = {}): Promise<RunningDev> {
  // Everything that can be wrong before a port is taken is checked first.
  const devPageDir = fromPackageRoot('dist', 'dev');
  const devPageFile = join(devPageDir, 'index.html');
  if (!existsSync(devPageFile)) {
    throw new UserError(`The dev page is not built (${devPageFile} is missing).`, {
      kind: 'input',
      fix: 'Run `npm run build` in the package folder.',
    });
  }
  const candidate = options.configPath ?? resolve('stytch-widget.config.json');
  const fromFile =
    options.configPath || existsSync(candidate) ? await loadConfigFile(candidate) : undefined;
  const api = await startTestApi({
    port: options.apiPort ?? 4010,
    // The browser extension's side panel reads the outbox too.
    allowedOrigins: originsWithExtension(options.allowedOrigins),
    ...(options.dbPath ? { db: options.dbPath } : {}),
    ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
  });
  try {
    // Reset links name the dev page's address, known once it listens (the port may be 0).
    let listening: (url: string) => void = () => {};
    const served = new Promise<string>((resolve) => {
      listening = resolve;
    }).then((url) => devPages(fromFile ?? defaultDevConfig(api.url), api.url, url));
    const pages = await startPageServer({
      port: options.port ?? 3000,
      staticDir: fromPackageRoot('dist'),
      extraStatic: { [DEV_PAGE_PREFIX]: devPageDir },
      ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
      pages: {
        // Read on each request, so a rebuild shows without a restart.
        '/': () => readFile(devPageFile, 'utf8'),
        [DEV_CONFIG_PATH]: async () => ({
          contentType: 'application/json; charset=utf-8',
          body: (await served).pageConfig,
        }),
        // For the browser extension's "fetch from stytch-widget dev" (another origin).
        [DEV_CONFIG_FILE_PATH]: async () => ({
          contentType: 'application/json; charset=utf-8',
          body: (await served).configFile,
          headers: { 'access-control-allow-origin': '*' },
        }),
        '/authenticate': async () => (await served).redirect,
        [DEV_RESET_PATH]: async () => (await served).reset,
        [DEV_PASSKEYS_PATH]: async () => (await served).passkeys,
      },
    });
    listening(pages.url);
    let resetPage: string | null;
    let passkeysPage: string | null;
    let configText: string;
    try {
      ({ reset: resetPage, passkeys: passkeysPage, configFile: configText } = await served);
    } catch (error) {
      await pages.close();
      throw error;
    }
    return {
      url: pages.url,
      apiUrl: api.url,
      configSource: fromFile ? candidate : 'built-in default (email one-time passcode)',
      configText,
      ...(resetPage ? { resetPageUrl: new URL(DEV_RESET_PATH, pages.url).href } : {}),
      ...(passkeysPage ? { passkeysPageUrl: new URL(DEV_PASSKEYS_PATH, pages.url).href } : {}),
      async close() {
        await pages.close();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}
