import { iso } from '../clock';
import type { RouteContext } from '../context';
import { badRequest, notFound } from '../errors';
import { readOutboxFilter, wireMessage } from '../outbox';
import { outboxPage, wantsHtml } from '../outbox-page';
import type { Route } from '../router';
import { exportAll } from '../seed/export';
import { importSeed } from '../seed/import';
import { readSeedData } from '../seed/read';
import { wireUser } from '../serialize';
import { readEmail, requiredString } from '../validate';
import { controlBody, controlProject } from './body';
import { clockState, moveClock } from './clock';
import { OUTBOX_PATH } from './outbox-paths';

// The emulator's own namespace for the whole server, /__emulator/*: outbox, reset, clock,
// events, users, seed and export. Plain JSON (no `data` envelope): only tests, people and the
// dev page call it.

function outbox(ctx: RouteContext) {
  const rows = ctx.store.outbox.list(readOutboxFilter(ctx.req.query));
  const messages = rows.map(wireMessage);
  if (wantsHtml(ctx.req.query, ctx.req.headers.accept)) return outboxPage(messages, ctx.req.query);
  return { messages };
}

/** Users with all their factors, newest first (`?public_token=` narrows to one project). */
function users(ctx: RouteContext) {
  const token = ctx.req.query.get('public_token');
  const projectId = token ? controlProject(ctx, token, 'public_token').projectId : undefined;
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
  const body = controlBody(ctx.req.body, ['public_token', 'email']);
  const project = controlProject(ctx, requiredString(body, 'public_token'), 'public_token');
  const email = readEmail(body);
  const row = ctx.store.users.emailByAddress(project.projectId, email);
  if (!row) throw notFound(`No user has the email ${email}.`, 'email_not_found');
  ctx.store.users.requirePasswordReset(row.user_id);
  return { ok: true, user_id: row.user_id };
}

/** Empties every project's data and resets every clock; faults are cleared too. */
function reset(ctx: RouteContext) {
  controlBody(ctx.req.body, []);
  ctx.store.reset();
  ctx.clocks.resetAll();
  ctx.faults.clear();
  return { ok: true };
}

function setClock(ctx: RouteContext) {
  moveClock(ctx.clocks.global, ctx.req.body);
  return clockState(ctx.clocks.global);
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

async function seed(ctx: RouteContext) {
  if (ctx.req.body === undefined) throw badRequest('Send the seed JSON as the body.');
  const result = await importSeed(ctx, readSeedData(ctx.req.body, 'body'));
  return { ok: true, created: result.created };
}

export const globalControlRoutes: Route[] = [
  { method: 'GET', path: OUTBOX_PATH, envelope: 'bare', handle: outbox },
  { method: 'POST', path: '/__emulator/reset', envelope: 'bare', handle: reset },
  {
    method: 'GET',
    path: '/__emulator/clock',
    envelope: 'bare',
    handle: (ctx) => clockState(ctx.clocks.global),
  },
  { method: 'POST', path: '/__emulator/clock', envelope: 'bare', handle: setClock },
  { method: 'GET', path: '/__emulator/events', envelope: 'bare', handle: events },
  { method: 'GET', path: '/__emulator/users', envelope: 'bare', handle: users },
  {
    method: 'POST',
    path: '/__emulator/users/require_password_reset',
    envelope: 'bare',
    handle: requirePasswordReset,
  },
  { method: 'POST', path: '/__emulator/seed', envelope: 'bare', handle: seed },
  { method: 'GET', path: '/__emulator/export', envelope: 'bare', handle: exportAll },
];
