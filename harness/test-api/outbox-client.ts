import type { OutboxMessage } from './outbox';

export interface OutboxQuery {
  to?: string;
  channel?: 'email' | 'sms' | 'whatsapp';
  kind?: string;
}

/** Reads the test API's outbox (the codes and links it "sent"). */
export async function readOutbox(
  apiUrl: string,
  query: OutboxQuery = {},
): Promise<OutboxMessage[]> {
  const url = new URL('/__emulator/outbox', apiUrl);
  for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
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
