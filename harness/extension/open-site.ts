import { type BrowserWithExtension, extensionDir, launchWithExtension } from './launch';

/** Whether a headed browser can open here: a display on Linux; macOS and Windows always have one. */
export function hasDisplay(
  env: Record<string, string | undefined> = process.env,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (platform === 'darwin' || platform === 'win32') return true;
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
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
  const browser = await launchWithExtension({ headless: false, startUrl: site });
  return { opened: true, browser };
}
