import { SESSION_DURATION_MINUTES } from '../../../widget/config/api-limits';
import type { RouteContext } from '../context';
import { notFound } from '../errors';
import type { Route } from '../router';
import { respondWithSession } from '../sessions';
import { objectBody, optionalInteger } from '../validate';

// /sdk/v1/sessions/*: refresh and logout, identified by the Authorization header's secret.

function liveCaller(ctx: RouteContext) {
  const caller = ctx.caller();
  if (!caller.sessionToken) {
    throw notFound(
      'No session token was sent: the Authorization secret was the public token.',
      'session_not_found',
    );
  }
  if (!caller.session) {
    throw notFound('The session token is unknown, revoked or expired.', 'session_not_found');
  }
  return { session: caller.session, token: caller.sessionToken };
}

async function authenticate(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const minutes = optionalInteger(body, 'session_duration_minutes', SESSION_DURATION_MINUTES);
  const { session, token } = liveCaller(ctx);
  const now = ctx.clock.now();
  // Without a duration the session keeps its end; with one it now ends that far from now.
  const expiresAt = minutes === undefined ? session.expires_at : now + minutes * 60_000;
  ctx.store.sessions.touch(session.session_id, now, expiresAt, session.factors);
  return respondWithSession(ctx, session.session_id, token);
}

function revoke(ctx: RouteContext) {
  const { session } = liveCaller(ctx);
  ctx.store.sessions.remove(session.session_id);
  return {};
}

export const sessionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/sdk/v1/sessions/authenticate',
    envelope: 'sdk',
    handle: authenticate,
  },
  { method: 'POST', path: '/sdk/v1/sessions/revoke', envelope: 'sdk', handle: revoke },
];
