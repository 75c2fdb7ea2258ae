import { ROUTE_CONTROL, type RouteControl } from './route-protocol';
import { type BuiltRule, routedApiUrl, routeRule } from './route-rules';

// Routing a tab to the test API, with the extension APIs: the session rule (kept by Chrome for
// the browser session, whether the panel is open or not, and read back as the truth), the
// toolbar badge that shows it, and the route agent that rewrites the page's calls.

const BADGE = 'ON';
const BADGE_COLOR = '#1f7a3d';

/** The test API the tab is routed to, or null. */
export async function routedTo(tabId: number): Promise<string | null> {
  const [rule] = await chrome.declarativeNetRequest.getSessionRules({ ruleIds: [tabId] });
  return rule ? routedApiUrl(rule) : null;
}

/** Routes the tab (replacing a rule it had); says why not when the URL cannot be routed to. */
export async function startRouting(tabId: number, apiUrl: string): Promise<BuiltRule> {
  const built = routeRule(tabId, apiUrl);
  if (!built.ok) return built;
  await chrome.declarativeNetRequest.updateSessionRules({
    removeRuleIds: [tabId],
    addRules: [built.rule],
  });
  await showBadge(tabId, true);
  return built;
}

export async function stopRouting(tabId: number): Promise<void> {
  await chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds: [tabId] });
  // The tab may be gone already (closed): its badge went with it.
  await showBadge(tabId, false).catch(() => undefined);
}

/** The toolbar badge on the tab: "ON" while routed. Chrome clears it when the tab navigates. */
export async function showBadge(tabId: number, routed: boolean): Promise<void> {
  if (routed) await chrome.action.setBadgeBackgroundColor({ tabId, color: BADGE_COLOR });
  await chrome.action.setBadgeText({ tabId, text: routed ? BADGE : '' });
}

/**
 * The route agent and its relay, registered for the site for the browser session, so they run
 * before the page's own scripts on every load. On a tab that is not routed they pass every
 * call through (the relay asks the service worker, which reads the tab's rule).
 */
export async function registerRouteScripts(origin: string): Promise<void> {
  const id = `route ${origin}`;
  const registered = await chrome.scripting.getRegisteredContentScripts({
    ids: [id, `${id} agent`],
  });
  if (registered.length === 2) return;
  const site = {
    matches: [`${origin}/*`],
    runAt: 'document_start' as const,
    persistAcrossSessions: false,
  };
  await chrome.scripting.registerContentScripts([
    { id, js: ['route-relay.js'], ...site },
    { id: `${id} agent`, js: ['route-agent.js'], world: 'MAIN', ...site },
  ]);
}

/** Tells the page loaded now (it did not load with the agent, or the switch changed). */
export async function tellPage(tabId: number, apiUrl: string | null): Promise<void> {
  if (apiUrl !== null) {
    await chrome.scripting.executeScript({
      target: { tabId },
      world: 'MAIN',
      files: ['route-agent.js'],
    });
  }
  await chrome.scripting.executeScript({
    target: { tabId },
    world: 'MAIN',
    func: (control: string, url: string | null) => {
      (window as unknown as Record<string, RouteControl | undefined>)[control]?.set(url);
    },
    args: [ROUTE_CONTROL, apiUrl],
  });
}
