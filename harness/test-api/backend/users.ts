import type { RouteContext } from '../context';
import { notFound } from '../errors';
import type { Route } from '../router';
import { wireUser } from '../serialize';
import { objectBody } from '../validate';
import { backendProject } from './auth';
import { readUserSearch, searchCursor } from './user-search-query';
import { backendOk, backendUser } from './wire';

// /v1/users/*: reading, searching and deleting users from a customer's server.

function userOf(ctx: RouteContext, projectId: string, userId: string) {
  const record = ctx.store.users.record(projectId, userId);
  // Another project's user answers exactly like a missing one.
  if (!record) throw notFound(`No user ${userId} in this project.`, 'user_not_found');
  return backendUser(ctx, projectId, wireUser(record));
}

function get(ctx: RouteContext) {
  const { projectId } = backendProject(ctx);
  return backendOk(ctx, userOf(ctx, projectId, ctx.req.params.user_id ?? ''));
}

function search(ctx: RouteContext) {
  const { projectId } = backendProject(ctx);
  const query = readUserSearch(objectBody(ctx.req.body));
  const page = ctx.store.searchUsers(projectId, query);
  return backendOk(ctx, {
    results: page.users.map((row) => userOf(ctx, projectId, row.user_id)),
    results_metadata: {
      total: page.total,
      next_cursor: page.nextAfter === null ? null : searchCursor(page.nextAfter),
    },
  });
}

function remove(ctx: RouteContext) {
  const { projectId } = backendProject(ctx);
  const userId = ctx.req.params.user_id ?? '';
  userOf(ctx, projectId, userId);
  // Its emails, phones, sessions, codes and factors go with it (ON DELETE CASCADE).
  ctx.store.users.remove(userId);
  return backendOk(ctx, { user_id: userId });
}

export const backendUserRoutes: Route[] = [
  { method: 'POST', path: '/v1/users/search', envelope: 'bare', handle: search },
  { method: 'GET', path: '/v1/users/:user_id', envelope: 'bare', handle: get },
  { method: 'DELETE', path: '/v1/users/:user_id', envelope: 'bare', handle: remove },
];
