import {
  ROUTE_ANSWER_EVENT,
  ROUTE_ASK_EVENT,
  ROUTE_CONTROL,
  type RouteControl,
} from './route-protocol';
import { ROUTED_HOSTS } from './route-rules';

// In the page's own world, before its scripts (document_start): the SDK's calls to Stytch's
// hosts go to the test API while the tab is routed. The call itself is rewritten, not
// redirected: a redirect to another origin would drop its Authorization header (the SDK's
// public and session tokens) and send `Origin: null`, where this keeps both as the app sends
// them, so CORS is the page's own origin. Other calls are untouched.

const page = window as unknown as Record<string, RouteControl | undefined>;

if (!page[ROUTE_CONTROL]) {
  /** The test API's URL, null when not routed, undefined until the relay has said. */
  let current: string | null | undefined;
  let settle: (apiUrl: string | null) => void = () => undefined;
  const decided = new Promise<string | null>((resolve) => {
    settle = resolve;
  });
  const set = (apiUrl: string | null) => {
    current = apiUrl;
    settle(apiUrl);
  };
  page[ROUTE_CONTROL] = { set };
  document.addEventListener(ROUTE_ANSWER_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    set(typeof detail === 'string' ? detail : null);
  });
  // No answer (the extension was reloaded meanwhile): the calls go where they were going.
  setTimeout(() => {
    if (current === undefined) set(null);
  }, 3000);

  const send = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!ROUTED_HOSTS.includes(url.hostname)) return send(input, init);
    const apiUrl = current === undefined ? await decided : current;
    if (!apiUrl) return send(input, init);
    const routed = new URL(`${url.pathname}${url.search}`, apiUrl);
    return send(input instanceof Request ? new Request(routed, input) : routed, init);
  };
  document.dispatchEvent(new CustomEvent(ROUTE_ASK_EVENT));
}
