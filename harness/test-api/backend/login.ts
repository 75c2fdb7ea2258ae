import { SESSION_DURATION_MINUTES } from '../../../widget/config/api-limits';
import type { RouteContext } from '../context';
import { readCustomClaims } from '../custom-claims';
import { badRequest } from '../errors';
import type { Route } from '../router';
import { magicLinkFactor, redeemMagicLink } from '../routes/magic-links';
import { redeemOtp } from '../routes/otps';
import type { AuthFactor } from '../serialize';
import { loginWithoutSession, sessionOfUser, startSession } from '../sessions';
import {
  type Body,
  objectBody,
  optionalInteger,
  optionalObject,
  requiredString,
} from '../validate';
import { backendProject } from './auth';
import { backendOwner } from './session-lookup';
import { backendOk, backendUser } from './wire';

// Server-side logins: POST /v1/magic_links/authenticate and /v1/otps/authenticate. The code or
// token is checked by the same functions as the SDK's calls; only the session rules differ:
// without session_duration_minutes no session is opened, and session_token/session_jwt in the
// body (not the Authorization header) name the session the factor is added to.

interface Verified {
  userId: string;
  factor: Omit<AuthFactor, 'last_authenticated_at'>;
  methodId: string;
}

async function login(ctx: RouteContext, body: Body, verify: () => Verified) {
  const project = backendProject(ctx);
  const minutes = optionalInteger(body, 'session_duration_minutes', SESSION_DURATION_MINUTES);
  const claims = readCustomClaims(body);
  // Matching a login against device attributes (`options`) is not emulated, so it is refused
  // rather than passed; the attributes themselves are only checked to be an object.
  if (optionalObject(body, 'options')) {
    throw badRequest('The test API does not emulate attribute matching: options is not supported.');
  }
  optionalObject(body, 'attributes');
  const owner = await backendOwner(ctx, project, body);
  // Not in a transaction: a wrong code's counted attempt must stay counted.
  const { userId, factor, methodId } = verify();
  const extra = { method_id: methodId, reset_sessions: false };
  const current = sessionOfUser(owner, userId);
  if (minutes === undefined && !current) {
    const result = loginWithoutSession(ctx, project.projectId, userId, extra);
    return backendOk(ctx, { ...result, user: backendUser(ctx, project.projectId, result.user) });
  }
  // Without a duration the session the factor is added to keeps its end, to the millisecond
  // however long the call takes.
  const result = await startSession(ctx, {
    userId,
    factor,
    durationMinutes: minutes ?? 0,
    ...(minutes === undefined && current ? { expiresAt: current.expires_at } : {}),
    extra,
    owner,
    customClaims: claims,
  });
  return backendOk(ctx, { ...result, user: backendUser(ctx, project.projectId, result.user) });
}

function magicLinkAuthenticate(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const token = requiredString(body, 'token');
  return login(ctx, body, () => {
    const { userId, email } = redeemMagicLink(ctx, backendProject(ctx), token, body.code_verifier);
    return { userId, factor: magicLinkFactor(email), methodId: email.email_id };
  });
}

function otpAuthenticate(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const code = requiredString(body, 'code');
  const methodId = requiredString(body, 'method_id');
  return login(ctx, body, () => {
    const { userId, factor } = redeemOtp(ctx, backendProject(ctx), methodId, code);
    return { userId, factor, methodId };
  });
}

export const backendLoginRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/magic_links/authenticate',
    envelope: 'bare',
    handle: magicLinkAuthenticate,
  },
  { method: 'POST', path: '/v1/otps/authenticate', envelope: 'bare', handle: otpAuthenticate },
];
