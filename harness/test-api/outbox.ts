import { iso } from './clock';
import type { RouteContext } from './context';
import { newId } from './crypto/random';
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
    ...(row.token !== null ? { token: row.token } : {}),
    subject: row.subject,
    body: row.body,
    project_id: row.project_id,
    sent_at: iso(row.sent_at),
  };
}

export type OutboxMessage = ReturnType<typeof wireMessage>;

export function readOutboxFilter(query: URLSearchParams): OutboxFilter {
  const pick = (name: string) => query.get(name) ?? undefined;
  return {
    to: pick('to'),
    channel: pick('channel'),
    kind: pick('kind'),
    projectId: pick('project_id'),
  };
}
