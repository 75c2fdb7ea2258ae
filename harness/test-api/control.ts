import { iso } from './clock';
import type { RouteContext } from './context';
import { badRequest, notFound } from './errors';
import { readOutboxFilter, wireMessage } from './outbox';
import { outboxPage, wantsHtml } from './outbox-page';
import type { Route } from './router';
import { wireUser } from './serialize';
import { objectBody, readEmail, requiredString } from './validate';

// The emulator's own namespace, /__emulator/*: outbox, reset, clock and events. Plain JSON
// (no `data` envelope), since only tests and the dev page call it.

function outbox(ctx: RouteContext) {
  const rows = ctx.store.outbox.list(readOutboxFilter(ctx.req.query));
  const messages = rows.map(wireMessage);
  if (wantsHtml(ctx.req.query, ctx.req.headers.accept)) return outboxPage(messages, ctx.req.query);
  return { messages };
}

/** Users with all their factors, newest first (`?public_token=` narrows to one project). */
function users(ctx: RouteContext) {
  const token = ctx.req.query.get('public_token');
  const projectId = token ? ctx.projects.resolve(token).projectId : undefined;
  const ids = ctx.store.users.listIds(200, projectId);
  return {
    users: ids.flatMap(({ project_id, user_id }) => {
      const record = ctx.store.users.record(project_id, user_id);
      return record ? [{ project_id, ...wireUser(record) }] : [];
    }),
  };
}

/** Flags a user's password as needing a reset, to reach the reset_password error path. */
function requirePasswordReset(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const project = ctx.projects.resolve(requiredString(body, 'public_token'));
  const email = readEmail(body);
  const row = ctx.store.users.emailByAddress(project.projectId, email);
  if (!row) throw notFound(`No user has the email ${email}.`, 'email_not_found');
  ctx.store.users.requirePasswordReset(row.user_id);
  return { ok: true, user_id: row.user_id };
}

function reset(ctx: RouteContext) {
  ctx.store.reset();
  ctx.clock.reset();
  return { ok: true };
}

const clockState = (ctx: RouteContext) => ({
  now: iso(ctx.clock.now()),
  offset_seconds: ctx.clock.offsetMs() / 1000,
});

function setClock(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const { advance_seconds: advance, now } = body;
  if (advance !== undefined && now !== undefined) {
    throw badRequest('Send either advance_seconds or now, not both.');
  }
  if (advance !== undefined) {
    if (typeof advance !== 'number' || !Number.isFinite(advance)) {
      throw badRequest('advance_seconds must be a number.');
    }
    ctx.clock.advance(advance);
  } else if (now !== undefined) {
    const ms = typeof now === 'string' ? Date.parse(now) : Number.NaN;
    if (Number.isNaN(ms)) throw badRequest('now must be an ISO 8601 date-time string.');
    ctx.clock.set(ms);
  } else {
    throw badRequest('Send advance_seconds (a number) or now (an ISO date-time).');
  }
  return clockState(ctx);
}

function events(ctx: RouteContext) {
  return {
    events: ctx.store.events.list().map((row) => ({
      project_id: row.project_id,
      event_name: row.event_name,
      received_at: iso(row.received_at),
      payload: JSON.parse(row.payload) as unknown,
    })),
  };
}

export const controlRoutes: Route[] = [
  { method: 'GET', path: '/__emulator/outbox', envelope: 'bare', handle: outbox },
  { method: 'POST', path: '/__emulator/reset', envelope: 'bare', handle: reset },
  { method: 'GET', path: '/__emulator/clock', envelope: 'bare', handle: clockState },
  { method: 'POST', path: '/__emulator/clock', envelope: 'bare', handle: setClock },
  { method: 'GET', path: '/__emulator/events', envelope: 'bare', handle: events },
  { method: 'GET', path: '/__emulator/users', envelope: 'bare', handle: users },
  {
    method: 'POST',
    path: '/__emulator/users/require_password_reset',
    envelope: 'bare',
    handle: requirePasswordReset,
  },
];
