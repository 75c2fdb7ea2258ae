import { PROVIDER_HOSTS } from '../test-api/client';

// The declarativeNetRequest session rule of a routed tab: what the tab loads from the
// provider's hosts comes from the test API, path and query kept. One rule per tab, its id the
// tab's id, so the rule alone says whether (and where) a tab is routed: the panel, the service
// worker and the page's route agent keep no copy.

/**
 * The client-side services iframe stays out: the SDK posts its messages to the frame with
 * js.stytch.com as the target origin, so a frame answered from the test API (another origin)
 * would never receive them. Online, the real frame keeps working; offline it fails either way.
 * The fingerprinting script's host too: the test API's bootstrap turns fingerprinting off, so
 * the SDK never loads it, and the extension asks for no access it does not use.
 */
const NOT_ROUTED = new Set(['js.stytch.com', 'elements.stytch.com']);

export const ROUTED_HOSTS: readonly string[] = PROVIDER_HOSTS.map((entry) => entry.host).filter(
  (host) => !NOT_ROUTED.has(host),
);

/**
 * Loads only. The SDK's fetch calls are rewritten in the page instead (route-agent.ts): a
 * redirect to another origin would drop their Authorization header.
 */
const RESOURCE_TYPES: chrome.declarativeNetRequest.ResourceType[] = [
  'main_frame', // the tab going to the API itself: OAuth start
  'sub_frame',
  'script',
];

export type BuiltRule =
  | { ok: true; rule: chrome.declarativeNetRequest.Rule }
  | { ok: false; problem: string };

/** The rule routing `tabId` to the test API at `apiUrl` (an origin: the API serves from `/`). */
export function routeRule(tabId: number, apiUrl: string): BuiltRule {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return { ok: false, problem: `"${apiUrl}" is not a URL: give the test API's URL.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, problem: `The test API's URL must start with http:// (got ${apiUrl}).` };
  }
  if (url.pathname !== '/' || url.search) {
    return { ok: false, problem: `Give the test API's URL without a path, as ${url.origin}.` };
  }
  if (ROUTED_HOSTS.includes(url.hostname)) {
    return { ok: false, problem: `${url.hostname} is Stytch's host: give the test API's URL.` };
  }
  return {
    ok: true,
    rule: {
      id: tabId,
      priority: 1,
      action: {
        type: 'redirect',
        redirect: {
          // An empty port drops the provider's (443), as the scheme's default does.
          transform: { scheme: url.protocol.slice(0, -1), host: url.hostname, port: url.port },
        },
      },
      condition: {
        requestDomains: [...ROUTED_HOSTS],
        tabIds: [tabId],
        resourceTypes: RESOURCE_TYPES,
      },
    },
  };
}

/** The test API a rule routes to, as an origin. */
export function routedApiUrl(rule: chrome.declarativeNetRequest.Rule): string {
  const { scheme = 'https', host = '', port = '' } = rule.action.redirect.transform;
  return `${scheme}://${host}${port ? `:${port}` : ''}`;
}
