import { iso } from './clock';
import type { RouteContext } from './context';
import { newId } from './cryptography/random';
import { badRequest } from './errors';
import type { OutboxChannel, OutboxRow } from './store';
import type { OutboxFilter } from './store/outbox';

// The outbox stands in for the email/SMS/WhatsApp providers: every message the real service
// would deliver is stored here, and tests read codes and links back from /__emulator/outbox.

export type OutboxKind = 'otp' | 'magic_link' | 'reset_password';

export interface OutgoingMessage {
  channel: OutboxChannel;
  to: string;
  kind: OutboxKind;
  subject: string;
  body: string;
  code?: string;
  link?: string;
  /** A password reset's second link: log in with the same token, without a new password. */
  loginLink?: string;
  token?: string;
}

export function deliver(ctx: RouteContext, projectId: string, message: OutgoingMessage): void {
  ctx.store.outbox.insert({
    id: newId('message'),
    project_id: projectId,
    channel: message.channel,
    to_address: message.to,
    kind: message.kind,
    code: message.code ?? null,
    link: message.link ?? null,
    login_link: message.loginLink ?? null,
    token: message.token ?? null,
    subject: message.subject,
    body: message.body,
    sent_at: ctx.clock.now(),
  });
}

export function wireMessage(row: OutboxRow) {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to_address,
    kind: row.kind,
    ...(row.code !== null ? { code: row.code } : {}),
    ...(row.link !== null ? { link: row.link } : {}),
    ...(row.login_link !== null ? { login_link: row.login_link } : {}),
    ...(row.token !== null ? { token: row.token } : {}),
    subject: row.subject,
    body: row.body,
    project_id: row.project_id,
    sent_at: iso(row.sent_at),
  };
}

export type OutboxMessage = ReturnType<typeof wireMessage>;

const CHANNELS: readonly OutboxChannel[] = ['email', 'sms', 'whatsapp'];
const KINDS: readonly OutboxKind[] = ['otp', 'magic_link', 'reset_password'];

/** Reads the filters; an unknown channel or kind is refused, since a typo would list nothing. */
export function readOutboxFilter(query: URLSearchParams): OutboxFilter {
  const pick = (name: string) => query.get(name) || undefined;
  const oneOf = (name: string, allowed: readonly string[]) => {
    const value = pick(name);
    if (value !== undefined && !allowed.includes(value)) {
      throw badRequest(
        `${name} must be one of ${allowed.join(', ')} (got "${value.slice(0, 40)}").`,
      );
    }
    return value;
  };
  return {
    to: pick('to'),
    channel: oneOf('channel', CHANNELS),
    kind: oneOf('kind', KINDS),
    projectId: pick('project_id'),
  };
}
