import type { RouteHealth } from './route-notice';
import { ROUTED_HOSTS } from './route-rules';

// Is the route working? A call from the page itself to Stytch's host, through the page's
// route agent: the same rewrite, origin, CORS and CSP as the app's own calls. A CORS refusal
// throws like a stopped server, so an opaque (no-cors, no Origin) retry tells them apart, as
// the panel's own look at the test API does.

export async function checkRoute(tabId: number): Promise<RouteHealth> {
  const answers = await chrome.scripting
    .executeScript({
      target: { tabId },
      world: 'MAIN',
      func: async (probeUrl: string, timeoutMs: number) => {
        const look = (mode: RequestMode) =>
          fetch(probeUrl, { mode, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) }).then(
            () => true,
            () => false,
          );
        if (await look('cors')) return 'answering';
        return (await look('no-cors')) ? 'refusing' : 'down';
      },
      args: [`https://${ROUTED_HOSTS[0]}/`, 2500],
    })
    // No access to the tab: Chrome does not apply the extension's redirects to it either.
    .catch(() => null);
  if (answers === null) return 'no-access';
  return (answers[0]?.result as RouteHealth | undefined) ?? 'down';
}
