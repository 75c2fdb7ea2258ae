import { iso } from './clock';
import type { Caller, RouteContext } from './context';
import { sha256Hex } from './cryptography/hash';
import { newId, randomToken } from './cryptography/random';
import { ApiError, notFound } from './errors';
import {
  type AuthFactor,
  sessionFactors,
  type WireSession,
  type WireUser,
  wireSession,
  wireUser,
} from './serialize';
import type { SessionRow } from './store';
import { type Body, optionalInteger } from './validate';

// Session lifecycle shared by every authenticate-type route: look up the caller's session,
// create or extend one, and build the AuthResp the SDK needs (both tokens non-empty).

export const SESSION_MINUTES = { min: 5, max: 527_040 };

export interface AuthResponse {
  user_id: string;
  user: WireUser;
  session: WireSession;
  session_token: string;
  session_jwt: string;
  [extra: string]: unknown;
}

/** Finds the live session for a token, deleting it if it has expired. */
export function findSession(
  ctx: RouteContext,
  projectId: string,
  token: string,
): SessionRow | null {
  const row = ctx.store.sessions.byTokenHash(projectId, sha256Hex(token));
  if (!row) return null;
  if (row.expires_at <= ctx.clock.now()) {
    ctx.store.sessions.remove(row.session_id);
    return null;
  }
  return row;
}

/** The caller's live session, or the provider's error when there is none. */
export function requireSession(
  ctx: RouteContext,
): Caller & { session: SessionRow; sessionToken: string } {
  const caller = ctx.caller();
  if (!caller.sessionToken) {
    throw new ApiError(
      401,
      'unauthorized_credentials',
      'This call needs a logged-in session, but the Authorization header carried no session token.',
    );
  }
  if (!caller.session) {
    throw notFound('The session token is unknown, revoked or expired.', 'session_not_found');
  }
  return { ...caller, session: caller.session, sessionToken: caller.sessionToken };
}

export function readSessionDuration(ctx: RouteContext, body: Body): number {
  return (
    optionalInteger(body, 'session_duration_minutes', SESSION_MINUTES) ??
    ctx.caller().project.settings.defaultSessionDurationMinutes
  );
}

/** Replaces a factor of the same kind (type + delivery + method) or appends it. */
function mergeFactors(existing: AuthFactor[], factor: AuthFactor): AuthFactor[] {
  const key = (f: AuthFactor) => `${f.type}|${f.delivery_method}|${methodOf(f)}`;
  const kept = existing.filter((f) => key(f) !== key(factor));
  return [...kept, factor];
}

function methodOf(factor: AuthFactor): string {
  for (const [name, value] of Object.entries(factor)) {
    if (name.endsWith('_factor') && value && typeof value === 'object') {
      return JSON.stringify(value);
    }
  }
  return '';
}

export interface StartSessionInput {
  userId: string;
  factor: Omit<AuthFactor, 'last_authenticated_at'>;
  durationMinutes: number;
  extra?: Record<string, unknown>;
}

/**
 * Logs the user in: adds the factor to the caller's session when it belongs to the same
 * user, otherwise opens a new session. Marks the user active.
 */
export async function startSession(
  ctx: RouteContext,
  input: StartSessionInput,
): Promise<AuthResponse> {
  const caller = ctx.caller();
  const now = ctx.clock.now();
  const projectId = caller.project.projectId;
  const factor = { ...input.factor, last_authenticated_at: iso(now) } as AuthFactor;
  const expiresAt = now + input.durationMinutes * 60_000;
  let token: string;
  let sessionId: string;
  const current = caller.session;
  if (current && caller.sessionToken && current.user_id === input.userId) {
    token = caller.sessionToken;
    sessionId = current.session_id;
    const factors = JSON.stringify(mergeFactors(sessionFactors(current), factor));
    ctx.store.sessions.touch(sessionId, now, expiresAt, factors);
  } else {
    token = randomToken();
    sessionId = newId('session');
    ctx.store.sessions.insert({
      session_id: sessionId,
      project_id: projectId,
      user_id: input.userId,
      token_hash: sha256Hex(token),
      started_at: now,
      last_accessed_at: now,
      expires_at: expiresAt,
      factors: JSON.stringify([factor]),
      ip_address: ctx.req.ip,
      user_agent: ctx.req.userAgent,
    });
  }
  ctx.store.users.setStatus(input.userId, 'active');
  return respondWithSession(ctx, sessionId, token, input.extra);
}

/** Builds the AuthResp for a stored session (signing a fresh JWT). */
export async function respondWithSession(
  ctx: RouteContext,
  sessionId: string,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<AuthResponse> {
  const row = ctx.store.sessions.byId(sessionId);
  const record = row ? ctx.store.users.record(row.project_id, row.user_id) : null;
  if (!row || !record) {
    throw notFound('The session ended while the request was being handled.', 'session_not_found');
  }
  const session = wireSession(row);
  const jwt = await ctx.signer.signSession(row.project_id, {
    userId: row.user_id,
    nowMs: ctx.clock.now(),
    sessionExpiresAtMs: row.expires_at,
    session: {
      id: session.session_id,
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
      attributes: session.attributes,
      authentication_factors: session.authentication_factors,
    },
  });
  return {
    ...extra,
    user_id: row.user_id,
    user: wireUser(record),
    session,
    session_token: token,
    session_jwt: jwt,
  };
}
