import { ROUTE_ANSWER_EVENT, ROUTE_ASK_EVENT, type ToWorker } from './route-protocol';

// In the page's isolated world, at document_start: asks the service worker whether this tab is
// routed (the worker knows the tab from the message) and tells the route agent in the page's
// world. Both ways, as either script may start first.

let known: string | null | undefined;
const tell = () => document.dispatchEvent(new CustomEvent(ROUTE_ANSWER_EVENT, { detail: known }));

document.addEventListener(ROUTE_ASK_EVENT, () => {
  if (known !== undefined) tell();
});
chrome.runtime
  .sendMessage({ kind: 'route?' } satisfies ToWorker)
  .then((apiUrl) => {
    known = typeof apiUrl === 'string' ? apiUrl : null;
  })
  .catch(() => {
    known = null;
  })
  .finally(tell);
