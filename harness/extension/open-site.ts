import { UserError } from '../shared/user-error';
import {
  type BrowserWithExtension,
  extensionDir,
  extensionWorker,
  launchWithExtension,
} from './launch';
import { type SiteSettings, siteSettingsKey } from './site-settings';

/** Whether a headed browser can open here: a display on Linux; macOS and Windows always have one. */
export function hasDisplay(
  env: Record<string, string | undefined> = process.env,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (platform === 'darwin' || platform === 'win32') return true;
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}

/** What the running `stytch-widget dev` gives the side panel: its config and its addresses. */
export interface DevPanelSettings {
  /** The config `dev` serves (`/stytch-widget.config.json`), its `apiUrl` the test API's. */
  configText: string;
  apiUrl: string;
  /** The dev page's address, where the panel's "Fetch its config" reads from. */
  devUrl: string;
}

/** The side panel's settings for the site: what `dev` runs, mounted into an element. */
export function devSiteSettings(dev: DevPanelSettings): SiteSettings {
  return {
    configText: dev.configText,
    target: { kind: 'test-api', apiUrl: dev.apiUrl },
    mode: 'element',
    devUrl: dev.devUrl,
  };
}

/**
 * Chromium with the extension (pinned), its side panel's settings for the site written first,
 * then the site open in the first tab. Stopping on signals is the caller's (it closes, which
 * deletes the profile); any failure here closes the browser and deletes the profile first.
 */
export async function openSite(
  site: string,
  dev: DevPanelSettings,
  options: { headless?: boolean } = {},
): Promise<BrowserWithExtension> {
  let launched: BrowserWithExtension;
  try {
    launched = await launchWithExtension({
      headless: options.headless ?? false,
      handleSignals: false,
    });
  } catch (error) {
    if (error instanceof UserError) throw error;
    // A browser that is there but will not start (no usable display, missing libraries).
    const reason = (error as Error).message.split('\n')[0];
    throw new UserError(`Could not start Chromium with the extension: ${reason}`, {
      kind: 'refused',
      fix: 'Check that a browser window can open here (DISPLAY), or run `stytch-widget dev` without --url and load `stytch-widget extension`’s folder yourself.',
      cause: error,
    });
  }
  try {
    const worker = await extensionWorker(launched.browser, launched.extensionId);
    await worker.evaluate(
      (key: string, settings: SiteSettings) => chrome.storage.local.set({ [key]: settings }),
      siteSettingsKey(new URL(site).origin),
      devSiteSettings(dev),
    );
    const [first] = await launched.browser.pages();
    const page = first ?? (await launched.browser.newPage());
    await page.goto(site, { waitUntil: 'domcontentloaded' });
    return launched;
  } catch (error) {
    await launched.close();
    throw error;
  }
}

export type OpenedSite =
  | { opened: true; browser: BrowserWithExtension }
  | { opened: false; reason: string; extensionFolder: string };

/**
 * `stytch-widget dev --url`: Chromium, headed, with the extension loaded and the site open.
 * Without a display it opens nothing and says why, with the folder to load by hand.
 */
export async function openSiteWithExtension(
  site: string,
  dev: DevPanelSettings,
  env: Record<string, string | undefined> = process.env,
  platform: NodeJS.Platform = process.platform,
): Promise<OpenedSite> {
  if (!hasDisplay(env, platform)) {
    return {
      opened: false,
      reason:
        'no display here (DISPLAY and WAYLAND_DISPLAY are unset), so no browser window can open',
      extensionFolder: extensionDir(),
    };
  }
  return { opened: true, browser: await openSite(site, dev) };
}
