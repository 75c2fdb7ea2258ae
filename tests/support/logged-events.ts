import { createTestApiClient } from '../../harness/test-api/control-client';

/** One event the SDK sent to the test API's event endpoint (what the prebuilt UI logs). */
export interface LoggedEvent {
  event_name: string;
  payload: { event?: { public_token?: string; details?: Record<string, unknown> } };
}

/** What the SDK sent to the test API's event endpoint for one public token. */
export async function loggedEvents(apiUrl: string, token: string): Promise<LoggedEvent[]> {
  const events = (await createTestApiClient(apiUrl).events()) as LoggedEvent[];
  return events.filter((e) => e.payload.event?.public_token === token);
}

/** Waits (the SDK flushes every 800 ms) until an event matching `match` has arrived. */
export async function waitForLoggedEvent(
  apiUrl: string,
  token: string,
  match: (e: LoggedEvent) => boolean,
): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await loggedEvents(apiUrl, token)).some(match)) {
    if (Date.now() > deadline) throw new Error(`No matching event for ${token} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
