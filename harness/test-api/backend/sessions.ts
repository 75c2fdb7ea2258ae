import { SESSION_DURATION_MINUTES } from '../../../widget/config/api-limits';
import type { RouteContext } from '../context';
import { customClaimsAfter, readCustomClaims } from '../custom-claims';
import { badRequest, notFound } from '../errors';
import type { Route } from '../router';
import { wireSession } from '../serialize';
import { respondWithSession } from '../sessions';
import { objectBody, optionalInteger, optionalObject, optionalString } from '../validate';
import { backendProject } from './auth';
import { requireNamedSession, sessionIdOfJwt } from './session-lookup';
import { backendOk, backendUser } from './wire';

// /v1/sessions/*: what a customer's server checks sessions with.

async function authenticate(ctx: RouteContext) {
  const project = backendProject(ctx);
  const body = objectBody(ctx.req.body);
  const minutes = optionalInteger(body, 'session_duration_minutes', SESSION_DURATION_MINUTES);
  const claims = readCustomClaims(body);
  // RBAC is not emulated: an authorization check is refused instead of answered wrongly.
  if (optionalObject(body, 'authorization_check')) {
    throw badRequest('The test API does not emulate RBAC: authorization_check is not supported.');
  }
  const session = await requireNamedSession(ctx, project, body);
  const now = ctx.clock.now();
  // Without a duration the session keeps its end; with one it now ends that far from now.
  const expiresAt = minutes === undefined ? session.expires_at : now + minutes * 60_000;
  ctx.store.transaction(() => {
    ctx.store.sessions.touch(session.session_id, now, expiresAt, session.factors);
    if (claims) {
      const next = customClaimsAfter(session.custom_claims, claims);
      ctx.store.sessions.setCustomClaims(session.session_id, next);
    }
  });
  const {
    user,
    session: wire,
    session_token,
    session_jwt,
  } = await respondWithSession(ctx, session.session_id, session.token);
  return backendOk(ctx, {
    session: wire,
    session_token,
    session_jwt,
    user: backendUser(ctx, project.projectId, user),
  });
}

function get(ctx: RouteContext) {
  const project = backendProject(ctx);
  const userId = ctx.req.query.get('user_id');
  if (!userId) throw badRequest('user_id is required.', 'missing_required_field');
  if (!ctx.store.users.get(project.projectId, userId)) {
    throw notFound(`No user ${userId} in this project.`, 'user_not_found');
  }
  const rows = ctx.store.sessions.liveForUser(project.projectId, userId, ctx.clock.now());
  return backendOk(ctx, { sessions: rows.map(wireSession) });
}

async function revoke(ctx: RouteContext) {
  const project = backendProject(ctx);
  const body = objectBody(ctx.req.body);
  const sessionId = optionalString(body, 'session_id');
  const token = optionalString(body, 'session_token');
  const jwt = optionalString(body, 'session_jwt');
  if ([sessionId, token, jwt].filter(Boolean).length !== 1) {
    throw badRequest('Send exactly one of session_id, session_token or session_jwt.');
  }
  const id = sessionId
    ? sessionId
    : jwt
      ? await sessionIdOfJwt(ctx, project, jwt)
      : (await requireNamedSession(ctx, project, body)).session_id;
  const row = ctx.store.sessions.inProject(project.projectId, id);
  if (!row) throw notFound('The session is unknown or already revoked.', 'session_not_found');
  ctx.store.sessions.remove(row.session_id);
  return backendOk(ctx, {});
}

export const backendSessionRoutes: Route[] = [
  { method: 'POST', path: '/v1/sessions/authenticate', envelope: 'bare', handle: authenticate },
  { method: 'GET', path: '/v1/sessions', envelope: 'bare', handle: get },
  { method: 'POST', path: '/v1/sessions/revoke', envelope: 'bare', handle: revoke },
];
