import type { OutboxMessage } from '../test-api/client';
import type { CallMessage } from './messages';

// Which passcodes in the outbox the widget already spent, read from what the inspector saw:
// a successful passcode check spends the newest code sent to that user before the check.

/** The passcode check of the official client (its path under /sdk/v1). */
const AUTHENTICATE_PATH = '/otps/authenticate';

interface AuthenticateAnswer {
  data?: {
    user?: {
      emails?: { email?: unknown }[];
      phone_numbers?: { phone_number?: unknown }[];
    };
  };
}

/** The addresses a passcode could have gone to: the user's emails and phone numbers. */
function userAddresses(response: unknown): Set<string> {
  const user = (response as AuthenticateAnswer | null)?.data?.user;
  const addresses = [
    ...(user?.emails ?? []).map((entry) => entry.email),
    ...(user?.phone_numbers ?? []).map((entry) => entry.phone_number),
  ];
  return new Set(
    addresses.filter((a): a is string => typeof a === 'string').map((a) => a.toLowerCase()),
  );
}

/**
 * The ids of the code messages a successful check used. A message's time is the earlier of its
 * `sent_at` and when the inspector first saw it (`seenAt`): the test API's clock can be moved
 * forward, the page's cannot.
 */
export function usedCodeIds(
  messages: readonly OutboxMessage[],
  calls: readonly CallMessage[],
  seenAt: ReadonlyMap<string, number> = new Map(),
): Set<string> {
  const used = new Set<string>();
  const sentAt = (message: OutboxMessage) =>
    Math.min(Date.parse(message.sent_at), seenAt.get(message.id) ?? Number.POSITIVE_INFINITY);
  for (const call of calls) {
    if (call.path !== AUTHENTICATE_PATH || call.status < 200 || call.status >= 300) continue;
    const addresses = userAddresses(call.response);
    let newest: OutboxMessage | undefined;
    for (const message of messages) {
      if (!message.code || !addresses.has(message.to.toLowerCase())) continue;
      if (sentAt(message) > call.at) continue;
      if (!newest || sentAt(message) >= sentAt(newest)) newest = message;
    }
    if (newest) used.add(newest.id);
  }
  return used;
}
