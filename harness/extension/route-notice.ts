// What the side panel says about routing the tab's Stytch calls to the test API: the state
// line's sentence while the switch is on or off, and why it could not be switched on.

/** What a look through the tab's own route found (a call from the page to Stytch's host). */
export type RouteHealth = 'checking' | 'answering' | 'refusing' | 'down' | 'no-access';

export type RouteState =
  | { on: false }
  | { on: true; apiUrl: string; pageOrigin: string; health: RouteHealth };

export function routeLine(route: RouteState): string {
  if (!route.on) return "Stytch routing: off (this tab's Stytch calls go to Stytch).";
  const url = route.apiUrl;
  switch (route.health) {
    case 'checking':
      return `Stytch routing: ON, to the test API at ${url} (checking…).`;
    case 'answering':
      return `Stytch routing: ON: this tab's Stytch calls go to the test API at ${url}.`;
    case 'refusing':
      return `Stytch routing: ON, but the test API at ${url} refuses this page's origin (${route.pageOrigin}). Restart it with \`--allow-origin ${route.pageOrigin}\` (\`stytch-widget dev --url ${route.pageOrigin}\` allows it too).`;
    case 'down':
      return `Stytch routing: ON, but the test API at ${url} is not answering. Is \`stytch-widget dev\` (or \`test-api\`) running?`;
    case 'no-access':
      return 'Stytch routing: ON, but Chrome routes only a tab the extension can reach: press its toolbar button on this tab.';
  }
}

export const CANNOT_ROUTE_NO_ACCESS =
  'Cannot route this tab: the extension has no access to it. Press the toolbar button on this tab (or allow the site), then switch again.';

export function cannotRouteDown(apiUrl: string): string {
  return `Cannot route: the test API is not answering at ${apiUrl}. Start \`stytch-widget dev\` (or \`stytch-widget test-api\`), then switch again.`;
}
