import type { OutboxKind, OutboxMessage } from './outbox';
import type { OutboxChannel } from './store/types';

// The one client of /__emulator/outbox, for the smoke harness, the dev page and the tests.

export type { OutboxMessage };

export interface OutboxQuery {
  /** The address or phone number, compared without case. */
  to?: string;
  channel?: OutboxChannel;
  kind?: OutboxKind;
  /** The project the message was sent for (`project_id` of the messages). */
  projectId?: string;
}

/** Reads the test API's outbox (the codes and links it "sent"), oldest first. */
export async function readOutbox(
  apiUrl: string,
  query: OutboxQuery = {},
): Promise<OutboxMessage[]> {
  const url = new URL('/__emulator/outbox', apiUrl);
  const params = {
    to: query.to,
    channel: query.channel,
    kind: query.kind,
    project_id: query.projectId,
  };
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

/** The newest passcode sent to `to`; throws when none was sent. */
export async function lastCode(apiUrl: string, to: string): Promise<string> {
  const code = (await readOutbox(apiUrl, { to, kind: 'otp' })).at(-1)?.code;
  if (!code) throw new Error(`No passcode in the outbox for ${to}`);
  return code;
}

/**
 * Waits for the newest message matching `query` that arrived after `after` messages were
 * already there; polls briefly because the send happens in another process (the browser).
 */
export async function waitForMessage(
  apiUrl: string,
  query: OutboxQuery,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const messages = await readOutbox(apiUrl, query);
    const fresh = messages.slice(options.after ?? 0);
    const last = fresh[fresh.length - 1];
    if (last) return last;
    if (Date.now() > deadline) {
      throw new Error(
        `No outbox message for ${JSON.stringify(query)} within ${options.timeoutMs ?? 10_000} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
