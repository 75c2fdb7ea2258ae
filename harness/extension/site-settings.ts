import type { Target } from './config-source';

// What the side panel remembers per site (chrome.storage.local), so coming back to a page
// offers the same config, target and mount mode.

export type MountModeChoice = 'element' | 'floating';

export interface SiteSettings {
  configText: string;
  target: Target;
  mode: MountModeChoice;
  devUrl: string;
}

/** The storage key of a site's settings (`dev --url` writes it before the panel opens). */
export const siteSettingsKey = (origin: string) => `site:${origin}`;
const key = siteSettingsKey;

export async function loadSiteSettings(origin: string): Promise<SiteSettings | null> {
  const stored = (await chrome.storage.local.get(key(origin)))[key(origin)];
  return stored && typeof stored === 'object' ? (stored as SiteSettings) : null;
}

export async function saveSiteSettings(origin: string, settings: SiteSettings): Promise<void> {
  await chrome.storage.local.set({ [key(origin)]: settings });
}
