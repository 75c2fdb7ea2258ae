// Where the test API serves its outbox, in a module without Node code: the route table, the
// server's own pages, the typed client and the browser-side inspector all read the address
// from here, so a link to the outbox cannot drift from the route that answers it.

/** The outbox route: JSON for fetch, a page for a browser that asks for HTML. */
export const OUTBOX_PATH = '/__emulator/outbox';

/** The outbox as JSON whatever the Accept header says. */
export const OUTBOX_JSON_PATH = `${OUTBOX_PATH}?format=json`;

/** The outbox as a page for people: newest first, codes large, refreshing itself. */
export const OUTBOX_PAGE_PATH = `${OUTBOX_PATH}?format=html`;

/** The outbox page of the test API at `apiUrl`. */
export function outboxPageUrl(apiUrl: string): string {
  return new URL(OUTBOX_PAGE_PATH, apiUrl).href;
}
