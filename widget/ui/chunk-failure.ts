// A lazily loaded part of the widget (a product's screens, the phone helpers) whose file did not
// load: offline, a CDN outage, a policy that blocks it, or a copy of the bundle without its
// chunks/ folder. The widget names the file so the person who embedded it can fix the address.

/**
 * The address a failed dynamic import names. Chromium ("Failed to fetch dynamically imported
 * module: <url>") and Firefox ("error loading dynamically imported module: <url>") put it in
 * the message; Safari does not, so the folder the chunks come from stands in.
 */
export function failedChunkUrl(error: unknown): string {
  // A loader may wrap the browser's error: its cause is read too.
  for (let e = error, depth = 0; e !== undefined && depth < 3; depth++) {
    const message = e instanceof Error ? e.message : String(e);
    const url = /\b(?:https?|file):\/\/[^\s'"`]+?\.m?js\b/.exec(message)?.[0];
    if (url) return url;
    e = e instanceof Error ? e.cause : undefined;
  }
  // The chunks sit beside this module's own file (both builds keep them together). Not
  // `new URL('.', import.meta.url)`: app bundlers (Next.js's Turbopack, webpack) read that as
  // an asset to bundle and fail the host's build on '.'.
  const self = import.meta.url;
  return self.slice(0, self.lastIndexOf('/') + 1);
}
