import { originsWithExtension } from '../../harness/dev/origins';
import { type BrowserWithExtension, launchWithExtension } from '../../harness/extension/launch';
import { DEV_PUBLIC_TOKEN } from '../../harness/shared/default-config';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { type RunningPageServer, startPageServer } from '../../harness/shared/page-server';
import { type RunningTestApi, startTestApi } from '../../harness/test-api';
import { openSidePanel } from './extension-panel';

// What the extension's browser tests share: a test API that answers the extension, a site of
// their own pages (with the built widget beside them), and Chromium with the extension loaded.

/** The config the extension tests mount: email passcodes, which the outbox then shows. */
export const EMAIL_OTP_CONFIG = {
  publicToken: DEV_PUBLIC_TOKEN,
  products: ['otp'],
  otpOptions: { methods: ['email'], expirationMinutes: 5 },
};

/** A test API on `port` (0: a free one) that allows the extension's origin. */
export function startExtensionTestApi(port = 0): Promise<RunningTestApi> {
  return startTestApi({ port, db: ':memory:', allowedOrigins: originsWithExtension() });
}

export interface ExtensionEnvOptions {
  /** More folders the site serves, by URL prefix (e.g. the official SDK's builds). */
  extraStatic?: Record<string, string>;
}

export interface ExtensionEnv {
  /** Replaceable: a test may stop the test API and start another on its port. */
  api: RunningTestApi;
  pages: RunningPageServer;
  launched: BrowserWithExtension;
  close(): Promise<void>;
}

/** Starts the three; what started is stopped again if a later one fails. */
export async function startExtensionEnv(
  sitePages: Record<string, string>,
  options: ExtensionEnvOptions = {},
): Promise<ExtensionEnv> {
  const api = await startExtensionTestApi();
  let pages: RunningPageServer | undefined;
  try {
    pages = await startPageServer({
      pages: sitePages,
      staticDir: fromPackageRoot('dist'),
      extraStatic: options.extraStatic,
    });
    const launched = await launchWithExtension();
    const env: ExtensionEnv = {
      api,
      pages,
      launched,
      async close() {
        await env.launched.close();
        await env.pages.close();
        await env.api.close();
      },
    };
    return env;
  } catch (error) {
    await pages?.close();
    await api.close();
    throw error;
  }
}

/** A new tab on the site, its side panel opened with `config` pasted and the env's test API chosen. */
export async function openAppWithPanel(env: ExtensionEnv, config: object = EMAIL_OTP_CONFIG) {
  const app = await env.launched.browser.newPage();
  await app.goto(env.pages.url);
  const panel = await openSidePanel(env.launched, app);
  await panel.pasteConfig(config);
  // biome-ignore lint/correctness/useHookAtTopLevel: a page object's method, not a React hook
  await panel.useTestApi(env.api.url);
  return { app, panel };
}
