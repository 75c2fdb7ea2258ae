import { MAGIC_LINK_EXPIRATION_MINUTES } from '../../../widget/config/api-limits';
import { emailAccountForSend, type SendMode } from '../accounts';
import type { RouteContext } from '../context';
import { sha256Hex } from '../cryptography/hash';
import { readCodeChallenge } from '../cryptography/pkce';
import { notFound } from '../errors';
import { issueToken, redeemToken } from '../links';
import { deliver } from '../outbox';
import type { Project } from '../projects';
import { linkWithToken, resolveRedirect } from '../redirects';
import type { Route } from '../router';
import { readSessionDuration, startSession } from '../sessions';
import type { EmailRow } from '../store';
import {
  objectBody,
  optionalInteger,
  optionalString,
  readEmail,
  requiredString,
} from '../validate';

// Email magic links: /sdk/v1/magic_links/*.

function send(mode: SendMode) {
  return (ctx: RouteContext) => {
    const body = objectBody(ctx.req.body);
    const { project } = ctx.caller();
    const s = project.settings;
    const email = readEmail(body);
    const loginUrl = optionalString(body, 'login_magic_link_url');
    const signupUrl = optionalString(body, 'signup_magic_link_url');
    const loginMinutes = optionalInteger(
      body,
      'login_expiration_minutes',
      MAGIC_LINK_EXPIRATION_MINUTES,
    );
    const signupMinutes = optionalInteger(
      body,
      'signup_expiration_minutes',
      MAGIC_LINK_EXPIRATION_MINUTES,
    );
    optionalString(body, 'locale');
    optionalString(body, 'login_template_id');
    optionalString(body, 'signup_template_id');
    const challenge = readCodeChallenge(
      body.code_challenge,
      s.pkceRequiredForEmailMagicLinks,
      'email magic links',
    );
    // Decide login vs signup (and check its redirect URL) before creating anyone.
    // A user who never finished signing up (status pending) still gets the signup URL.
    const existing = ctx.store.users.emailByAddress(project.projectId, email);
    const owner = existing ? ctx.store.users.get(project.projectId, existing.user_id) : null;
    const signup = mode === 'login_or_create' && (owner === null || owner.status === 'pending');
    const redirect = signup
      ? resolveRedirect(signupUrl, 'signup_magic_link_url', s, ctx.req)
      : resolveRedirect(loginUrl, 'login_magic_link_url', s, ctx.req);
    const account = emailAccountForSend(ctx, project.projectId, email, mode);
    const minutes = (signup ? signupMinutes : loginMinutes) ?? s.magicLinkExpirationMinutes;
    ctx.store.transaction(() => {
      const token = issueToken(ctx, {
        projectId: project.projectId,
        kind: 'magic_link',
        userId: account.userId,
        methodId: account.email.email_id,
        minutes,
        codeChallenge: challenge,
        data: { purpose: signup ? 'signup' : 'login' },
      });
      const link = linkWithToken(redirect, 'magic_links', token);
      deliver(ctx, project.projectId, {
        channel: 'email',
        to: email,
        kind: 'magic_link',
        link,
        token,
        subject: signup
          ? `Finish signing up to ${s.projectName}`
          : `Your login link for ${s.projectName}`,
        body: `Click to ${signup ? 'sign up' : 'log in'}: ${link}\nThe link expires in ${minutes} minutes.`,
      });
    });
    return {
      user_id: account.userId,
      email_id: account.email.email_id,
      user_created: account.created,
    };
  };
}

async function authenticate(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const token = requiredString(body, 'token');
  const duration = readSessionDuration(ctx, body);
  const { userId, email } = redeemMagicLink(ctx, ctx.caller().project, token, body.code_verifier);
  return startSession(ctx, {
    userId,
    factor: magicLinkFactor(email),
    durationMinutes: duration,
    extra: { method_id: email.email_id, email_id: email.email_id, reset_sessions: false },
  });
}

export const magicLinkFactor = (email: EmailRow) => ({
  type: 'magic_link',
  delivery_method: 'email',
  email_factor: { email_id: email.email_id, email_address: email.email },
});

/**
 * Redeems an email login token (checking PKCE) and verifies its email. Shared by the SDK's
 * and the backend API's authenticate.
 */
export function redeemMagicLink(
  ctx: RouteContext,
  project: Project,
  token: string,
  codeVerifier: unknown,
) {
  // A password-reset token is also an email login token: the reset form's 'Login without a
  // password' and a `stytch_token_type=login` link authenticate it here.
  const isResetToken =
    !ctx.store.tokens.find(project.projectId, 'magic_link', sha256Hex(token)) &&
    ctx.store.tokens.find(project.projectId, 'reset_password', sha256Hex(token)) !== null;
  const row = redeemToken(ctx, {
    projectId: project.projectId,
    kind: isResetToken ? 'reset_password' : 'magic_link',
    token,
    codeVerifier,
    notFoundType: 'magic_link_not_found',
    failedType: 'unable_to_auth_magic_link',
  });
  const email = row.method_id ? ctx.store.users.emailById(project.projectId, row.method_id) : null;
  if (!email || !row.user_id)
    throw notFound('The email of this link was removed.', 'email_not_found');
  ctx.store.users.verifyEmail(email.email_id);
  return { userId: row.user_id, email };
}

export const magicLinkRoutes: Route[] = [
  {
    method: 'POST',
    path: '/sdk/v1/magic_links/email/login_or_create',
    envelope: 'sdk',
    handle: send('login_or_create'),
  },
  {
    method: 'POST',
    path: '/sdk/v1/magic_links/email/send/primary',
    envelope: 'sdk',
    handle: send('primary'),
  },
  {
    method: 'POST',
    path: '/sdk/v1/magic_links/email/send/secondary',
    envelope: 'sdk',
    handle: send('secondary'),
  },
  {
    method: 'POST',
    path: '/sdk/v1/magic_links/authenticate',
    envelope: 'sdk',
    handle: authenticate,
  },
];
