import { SESSION_DURATION_MINUTES } from '../../widget/config/api-limits';
import { iso } from './clock';
import type { Caller, RouteContext } from './context';
import { sha256Hex } from './cryptography/hash';
import { newId, randomToken } from './cryptography/random';
import { customClaimsAfter } from './custom-claims';
import { ApiError, notFound } from './errors';
import type { Project } from './projects';
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

export interface AuthResponse {
  user_id: string;
  user: WireUser;
  session: WireSession;
  session_token: string;
  session_jwt: string;
  [extra: string]: unknown;
}

/** A backend authenticate call without `session_duration_minutes` and without a session. */
export interface SessionlessResponse {
  user_id: string;
  user: WireUser;
  session: null;
  session_token: '';
  session_jwt: '';
  [extra: string]: unknown;
}

/**
 * Whose session a login extends: the SDK's caller (its Authorization secret), or for the
 * backend API the project of `project_id:secret` and the body's session_token/session_jwt.
 */
export interface SessionOwner {
  project: Project;
  session: SessionRow | null;
  sessionToken: string | null;
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
    optionalInteger(body, 'session_duration_minutes', SESSION_DURATION_MINUTES) ??
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
  /** The session's end when already fixed (it then overrides `durationMinutes`). */
  expiresAt?: number;
  extra?: Record<string, unknown>;
  /** Default: the SDK caller. */
  owner?: SessionOwner;
  /** Merged into the session's custom claims (a null value removes a claim). */
  customClaims?: Record<string, unknown>;
}

/**
 * Logs the user in: adds the factor to the caller's session when it belongs to the same
 * user, otherwise opens a new session. Marks the user active.
 */
export async function startSession(
  ctx: RouteContext,
  input: StartSessionInput,
): Promise<AuthResponse> {
  const caller = input.owner ?? ctx.caller();
  const now = ctx.clock.now();
  const projectId = caller.project.projectId;
  const factor = { ...input.factor, last_authenticated_at: iso(now) } as AuthFactor;
  const expiresAt = input.expiresAt ?? Math.round(now + input.durationMinutes * 60_000);
  let token: string;
  // The row as stored, known from what was written: it is answered without reading it back.
  let row: SessionRow;
  const current = sessionOfUser(caller, input.userId);
  if (current && caller.sessionToken) {
    token = caller.sessionToken;
    const factors = JSON.stringify(mergeFactors(sessionFactors(current), factor));
    ctx.store.sessions.touch(current.session_id, now, expiresAt, factors);
    row = { ...current, last_accessed_at: now, expires_at: expiresAt, factors };
    if (input.customClaims) {
      row.custom_claims = customClaimsAfter(current.custom_claims, input.customClaims);
      ctx.store.sessions.setCustomClaims(current.session_id, row.custom_claims);
    }
  } else {
    token = randomToken();
    row = {
      session_id: newId('session'),
      project_id: projectId,
      user_id: input.userId,
      token_hash: sha256Hex(token),
      started_at: now,
      last_accessed_at: now,
      expires_at: expiresAt,
      factors: JSON.stringify([factor]),
      ip_address: ctx.req.ip,
      user_agent: ctx.req.userAgent,
      token,
      custom_claims: customClaimsAfter('{}', input.customClaims ?? {}),
    };
    ctx.store.sessions.insert(row);
  }
  ctx.store.users.setStatus(input.userId, 'active');
  return respondWithRow(ctx, row, token, input.extra);
}

/** The owner's live session when it belongs to `userId` (another user's is left alone). */
export function sessionOfUser(owner: SessionOwner, userId: string): SessionRow | null {
  return owner.session && owner.sessionToken && owner.session.user_id === userId
    ? owner.session
    : null;
}

/**
 * The provider's backend authenticate calls without `session_duration_minutes` and without a
 * session of that user verify the factor but open no session.
 */
export function loginWithoutSession(
  ctx: RouteContext,
  projectId: string,
  userId: string,
  extra: Record<string, unknown> = {},
): SessionlessResponse {
  ctx.store.users.setStatus(userId, 'active');
  const record = ctx.store.users.record(projectId, userId);
  if (!record) throw notFound('The user was deleted while logging in.', 'user_not_found');
  return {
    ...extra,
    user_id: userId,
    user: wireUser(record),
    session: null,
    session_token: '',
    session_jwt: '',
  };
}

/** Builds the AuthResp for a stored session (signing a fresh JWT). */
export async function respondWithSession(
  ctx: RouteContext,
  sessionId: string,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<AuthResponse> {
  const row = ctx.store.sessions.byId(sessionId);
  if (!row) {
    throw notFound('The session ended while the request was being handled.', 'session_not_found');
  }
  return respondWithRow(ctx, row, token, extra);
}

/** The AuthResp for a session row as stored. */
async function respondWithRow(
  ctx: RouteContext,
  row: SessionRow,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<AuthResponse> {
  const record = ctx.store.users.record(row.project_id, row.user_id);
  if (!record) {
    throw notFound('The session ended while the request was being handled.', 'session_not_found');
  }
  const session = wireSession(row);
  const jwt = await ctx.signer.signSession(row.project_id, {
    userId: row.user_id,
    nowMs: ctx.clock.now(),
    sessionExpiresAtMs: row.expires_at,
    customClaims: session.custom_claims,
    session: {
      id: session.session_id,
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
      attributes: session.attributes,
      authentication_factors: session.authentication_factors,
      roles: session.roles,
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
