// How the route agent (page, main world) and its relay (page, isolated world) talk: DOM events
// on the document carrying the test API's URL, or null for "not routed". A string crosses the
// two worlds as an event's detail; objects would not.

/** The relay's answer: `detail` is the test API's URL, or null. */
export const ROUTE_ANSWER_EVENT = 'stytch-widget:route-answer';
/** The agent asks (it may start after the relay answered). */
export const ROUTE_ASK_EVENT = 'stytch-widget:route-ask';
/** The agent's handle in the page, which the side panel calls when the switch changes. */
export const ROUTE_CONTROL = '__stytchWidgetRoute';

export interface RouteControl {
  set(apiUrl: string | null): void;
}

/** The relay's question to the service worker: the test API this tab is routed to, or null. */
export type ToWorker = { kind: 'route?' };
