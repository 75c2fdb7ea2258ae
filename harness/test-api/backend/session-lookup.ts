import { compactVerify, createLocalJWKSet } from 'jose';
import type { RouteContext } from '../context';
import { ApiError, badRequest, notFound } from '../errors';
import type { Project } from '../projects';
import { findSession, type SessionOwner } from '../sessions';
import type { SessionRow } from '../store';
import { type Body, optionalString } from '../validate';

// Finding the session a backend call names by session_token or session_jwt.

const sessionGone = () =>
  notFound('The session is unknown, revoked or expired.', 'session_not_found');

const invalidJwt = (why: string) =>
  new ApiError(401, 'jwt_invalid', `The session_jwt could not be verified: ${why}.`);

/**
 * The session id a session JWT of this project names. The signature, issuer and audience are
 * checked; its expiry is not, since an expired JWT of a live session still authenticates
 * remotely (and gets a fresh one).
 */
export async function sessionIdOfJwt(
  ctx: RouteContext,
  project: Project,
  jwt: string,
): Promise<string> {
  const jwks = ctx.signer.jwks(project.projectId);
  if (!jwks) throw invalidJwt('this project has signed no JWT yet');
  let payload: Record<string, unknown>;
  try {
    const verified = await compactVerify(jwt, createLocalJWKSet(jwks), { algorithms: ['RS256'] });
    payload = JSON.parse(new TextDecoder().decode(verified.payload)) as Record<string, unknown>;
  } catch {
    throw invalidJwt('it is malformed or was not signed by this project');
  }
  const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.iss !== `stytch.com/${project.projectId}` || !audience.includes(project.projectId)) {
    throw invalidJwt('it was issued for another project');
  }
  const claim = payload['https://stytch.com/session'] as { id?: unknown } | undefined;
  if (typeof claim?.id !== 'string') throw invalidJwt('it carries no session claim');
  return claim.id;
}

/** The live session of a JWT (deleting it when it has expired), or null. */
export async function sessionOfJwt(
  ctx: RouteContext,
  project: Project,
  jwt: string,
): Promise<SessionRow | null> {
  const row = ctx.store.sessions.inProject(
    project.projectId,
    await sessionIdOfJwt(ctx, project, jwt),
  );
  if (!row) return null;
  if (row.expires_at <= ctx.clock.now()) {
    ctx.store.sessions.remove(row.session_id);
    return null;
  }
  return row;
}

/** Reads session_token / session_jwt (at most one is needed) and finds that live session. */
export async function readNamedSession(
  ctx: RouteContext,
  project: Project,
  body: Body,
): Promise<SessionRow | null | undefined> {
  const token = optionalString(body, 'session_token');
  const jwt = optionalString(body, 'session_jwt');
  if (token) return findSession(ctx, project.projectId, token);
  if (jwt) return sessionOfJwt(ctx, project, jwt);
  return undefined;
}

/** The live session named by the body; the provider's 400/404 when none is named or live. */
export async function requireNamedSession(
  ctx: RouteContext,
  project: Project,
  body: Body,
): Promise<SessionRow> {
  const row = await readNamedSession(ctx, project, body);
  if (row === undefined) {
    throw badRequest('Send session_token or session_jwt.', 'missing_required_field');
  }
  if (!row) throw sessionGone();
  return row;
}

/**
 * Whose session a backend login extends: the session named by session_token/session_jwt
 * (which must be live when named), else none.
 */
export async function backendOwner(
  ctx: RouteContext,
  project: Project,
  body: Body,
): Promise<SessionOwner> {
  const row = await readNamedSession(ctx, project, body);
  if (row === null) throw sessionGone();
  return { project, session: row ?? null, sessionToken: row ? row.token : null };
}
