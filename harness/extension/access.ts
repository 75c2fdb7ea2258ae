// What the side panel says on a tab the extension cannot script, and which access its button
// asks for. Chrome tells the extension a tab's URL only once it has access to the tab, so a
// tab never granted has no known site: the button then asks for all http/https sites.

export interface NoAccess {
  /** One sentence a person understands (never Chrome's own error text). */
  text: string;
  /** The button that grants access, or null where no grant helps (chrome:// pages). */
  allow: { label: string; origins: string[] } | null;
}

export const ALL_SITES = ['http://*/*', 'https://*/*'];

export function noAccess(url: string | undefined): NoAccess {
  if (!url) {
    return {
      text: "The extension cannot reach this tab yet. Press its toolbar button on this tab (access until the tab navigates), or allow it on all sites: Chrome names the tab's site to the extension only once it has access.",
      allow: { label: 'Allow on all sites', origins: ALL_SITES },
    };
  }
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return {
      text: `Chrome keeps extensions out of ${parsed.protocol} pages. Open your site in this tab.`,
      allow: null,
    };
  }
  return {
    text: `The extension cannot reach ${parsed.origin} yet. Press its toolbar button on this tab (access until the tab navigates), or allow this site (kept across reloads).`,
    allow: { label: `Allow on ${parsed.host}`, origins: [`${parsed.origin}/*`] },
  };
}
