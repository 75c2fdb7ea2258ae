import { RESET_PASSWORD_EXPIRATION_MINUTES } from '../../../widget/config/api-limits';
import { findOrCreateByEmail } from '../accounts';
import type { RouteContext } from '../context';
import { sha256Hex } from '../cryptography/hash';
import { hashPassword, verifyPassword } from '../cryptography/password-hash';
import { readCodeChallenge } from '../cryptography/pkce';
import { newId } from '../cryptography/random';
import { ApiError, badRequest, notFound, unauthorized } from '../errors';
import { issueToken, redeemToken } from '../links';
import { deliver } from '../outbox';
import { isBreachedPassword } from '../passwords/breached';
import { checkStrengthAsync, describeWeakness, type StrengthResult } from '../passwords/strength';
import type { ProjectSettings } from '../projects';
import { linkWithToken, resolveRedirect } from '../redirects';
import type { Route } from '../router';
import { readSessionDuration, requireSession, startSession } from '../sessions';
import type { UserRow } from '../store';
import {
  type Body,
  objectBody,
  optionalInteger,
  optionalString,
  readEmail,
  requiredString,
} from '../validate';

// /sdk/v1/passwords/*: strength check, create, authenticate and the three reset flows.

const MAX_PASSWORD_LENGTH = 256;
const LOCK_AFTER_FAILURES = 10;
const LOCK_MINUTES = 60;

function readPassword(body: Body, name = 'password'): string {
  const password = requiredString(body, name);
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw badRequest(`${name} must be at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  return password;
}

/** Refuses a breached or weak password with the provider's error types. */
async function assertStrong(
  password: string,
  email: string | undefined,
  settings: ProjectSettings,
): Promise<void> {
  rejectWeak(await checkStrengthAsync(password, email, settings));
}

function rejectWeak(result: StrengthResult): void {
  if (result.breached_password) {
    throw badRequest(
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      'breached_password',
    );
  }
  if (!result.valid_password) throw badRequest(describeWeakness(result), 'weak_password');
}

const passwordFactor = (email?: { email_id: string; email: string }) => ({
  type: 'password',
  delivery_method: 'knowledge',
  ...(email ? { email_factor: { email_id: email.email_id, email_address: email.email } } : {}),
});

function strengthCheck(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const password = readPassword(body);
  // Optional (the reset form sends none), but a malformed one is refused as the provider does:
  // the widget shows that error's message.
  const email = body.email === undefined ? undefined : readEmail(body);
  return checkStrengthAsync(password, email, ctx.caller().project.settings);
}

async function create(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const email = readEmail(body);
  const password = readPassword(body);
  const duration = readSessionDuration(ctx, body);
  const { project } = ctx.caller();
  const assertNew = () => {
    const existing = ctx.store.users.emailByAddress(project.projectId, email);
    if (!existing) return;
    const owner = ctx.store.users.get(project.projectId, existing.user_id);
    if (owner?.password_id) {
      throw badRequest(`A user with the email ${email} already has a password.`, 'duplicate_email');
    }
    // An account without a password: prove ownership of the email first (password dedupe).
    throw badRequest(
      `The email ${email} already has an account without a password. Reset the password by email to set one.`,
      'reset_password',
    );
  };
  assertNew();
  await assertStrong(password, email, project.settings);
  const hash = await hashPassword(password, ctx.passwordHashCost);
  const account = ctx.store.transaction(() => {
    assertNew(); // another request may have created it while hashing
    const created = findOrCreateByEmail(ctx, project.projectId, email);
    ctx.store.users.setPassword(created.userId, newId('password'), hash);
    return created;
  });
  return startSession(ctx, {
    userId: account.userId,
    factor: passwordFactor(),
    durationMinutes: duration,
    extra: { email_id: account.email.email_id },
  });
}

function assertNotLocked(user: UserRow, now: number): void {
  if (user.locked_until > now) {
    throw new ApiError(
      401,
      'user_lock_limit_reached',
      `Too many wrong passwords: this user is locked until ${new Date(user.locked_until).toISOString()}.`,
    );
  }
}

/** Checks a password for the user of `email`, counting failures toward a lock-out. */
async function verifyUserPassword(ctx: RouteContext, email: string, password: string) {
  const { project } = ctx.caller();
  const emailRow = ctx.store.users.emailByAddress(project.projectId, email);
  if (!emailRow) throw notFound(`No user has the email ${email}.`, 'email_not_found');
  const user = ctx.store.users.get(project.projectId, emailRow.user_id) as UserRow;
  const now = ctx.clock.now();
  assertNotLocked(user, now);
  if (!user.password_hash) {
    throw badRequest(`The user with the email ${email} has no password.`, 'no_user_password');
  }
  const matches = await verifyPassword(password, user.password_hash);
  // Concurrent guesses all passed the check above before hashing: look again, or a burst of
  // requests would get past the lock-out.
  assertNotLocked(ctx.store.users.get(project.projectId, user.user_id) as UserRow, now);
  if (!matches) {
    const failures = ctx.store.users.failPassword(
      user.user_id,
      LOCK_AFTER_FAILURES,
      now + LOCK_MINUTES * 60_000,
    );
    throw unauthorized(
      failures === 0
        ? `Wrong password. Too many wrong passwords: the user is locked for ${LOCK_MINUTES} minutes.`
        : 'The email or password is incorrect.',
    );
  }
  ctx.store.users.clearPasswordFailures(user.user_id);
  if (project.settings.breachDetection && isBreachedPassword(password)) {
    ctx.store.users.requirePasswordReset(user.user_id);
  }
  const fresh = ctx.store.users.get(project.projectId, user.user_id) as UserRow;
  if (fresh.password_requires_reset === 1) {
    throw badRequest(
      'This password must be reset before it can be used again. Reset it by email.',
      'reset_password',
    );
  }
  return { user: fresh, email: emailRow };
}

async function authenticate(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const email = readEmail(body);
  const password = readPassword(body);
  const duration = readSessionDuration(ctx, body);
  const verified = await verifyUserPassword(ctx, email, password);
  return startSession(ctx, {
    userId: verified.user.user_id,
    factor: passwordFactor(verified.email),
    durationMinutes: duration,
  });
}

function resetStart(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const email = readEmail(body);
  const { project } = ctx.caller();
  const s = project.settings;
  const redirect = resolveRedirect(
    optionalString(body, 'reset_password_redirect_url'),
    'reset_password_redirect_url',
    s,
    ctx.req,
  );
  const loginRedirect = optionalString(body, 'login_redirect_url');
  if (loginRedirect) resolveRedirect(loginRedirect, 'login_redirect_url', s, ctx.req);
  const minutes =
    optionalInteger(body, 'reset_password_expiration_minutes', RESET_PASSWORD_EXPIRATION_MINUTES) ??
    s.resetPasswordExpirationMinutes;
  optionalString(body, 'locale');
  optionalString(body, 'reset_password_template_id');
  const challenge = readCodeChallenge(
    body.code_challenge,
    s.pkceRequiredForPasswordResets,
    'password resets',
  );
  const emailRow = ctx.store.users.emailByAddress(project.projectId, email);
  if (!emailRow) throw notFound(`No user has the email ${email}.`, 'email_not_found');
  ctx.store.transaction(() => {
    const token = issueToken(ctx, {
      projectId: project.projectId,
      kind: 'reset_password',
      userId: emailRow.user_id,
      methodId: emailRow.email_id,
      minutes,
      codeChallenge: challenge,
    });
    const link = linkWithToken(redirect, 'reset_password', token);
    // With a login URL the email also offers to log in without a new password: the same
    // token, typed `login`, which the reset mount authenticates as a magic link.
    const loginLink = loginRedirect ? linkWithToken(loginRedirect, 'login', token) : undefined;
    deliver(ctx, project.projectId, {
      channel: 'email',
      to: email,
      kind: 'reset_password',
      link,
      ...(loginLink ? { loginLink } : {}),
      token,
      subject: `Reset your ${s.projectName} password`,
      body: [
        `Set a new password: ${link}`,
        ...(loginLink ? [`Or log in without a password: ${loginLink}`] : []),
        `The link expires in ${minutes} minutes.`,
      ].join('\n'),
    });
  });
  return { user_id: emailRow.user_id, email_id: emailRow.email_id };
}

async function resetByEmail(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const token = requiredString(body, 'token');
  const password = readPassword(body);
  const duration = readSessionDuration(ctx, body);
  const { project } = ctx.caller();
  // Scored before redeeming (zxcvbn is async, redeemToken is not), with the link's email as
  // a user input; redeemToken still checks the token first, then refuses a weak password.
  const peek = ctx.store.tokens.find(project.projectId, 'reset_password', sha256Hex(token));
  const peekEmail = peek?.method_id
    ? ctx.store.users.emailById(project.projectId, peek.method_id)?.email
    : undefined;
  const strength = await checkStrengthAsync(password, peekEmail, project.settings);
  const row = redeemToken(ctx, {
    projectId: project.projectId,
    kind: 'reset_password',
    token,
    codeVerifier: body.code_verifier,
    notFoundType: 'reset_password_token_not_found',
    failedType: 'unable_to_reset_password',
    // A weak password must not spend the link: the user retries with a better one.
    beforeConsume: () => rejectWeak(strength),
  });
  const email = row.method_id ? ctx.store.users.emailById(project.projectId, row.method_id) : null;
  if (!email || !row.user_id)
    throw notFound('The email of this link was removed.', 'email_not_found');
  const hash = await hashPassword(password, ctx.passwordHashCost);
  ctx.store.users.setPassword(row.user_id, newId('password'), hash);
  ctx.store.users.verifyEmail(email.email_id);
  // A reset ends every other session of the user, as a compromised password demands.
  const caller = ctx.caller();
  ctx.store.sessions.removeForUser(
    row.user_id,
    caller.session?.user_id === row.user_id ? caller.session.session_id : null,
  );
  return startSession(ctx, {
    userId: row.user_id,
    factor: { ...passwordFactor(email), delivery_method: 'email' },
    durationMinutes: duration,
  });
}

async function resetBySession(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const password = readPassword(body);
  const duration = readSessionDuration(ctx, body);
  const { session, project } = requireSession(ctx);
  const record = ctx.store.users.record(project.projectId, session.user_id);
  await assertStrong(password, record?.emails[0]?.email, project.settings);
  const hash = await hashPassword(password, ctx.passwordHashCost);
  ctx.store.users.setPassword(session.user_id, newId('password'), hash);
  return startSession(ctx, {
    userId: session.user_id,
    factor: passwordFactor(),
    durationMinutes: duration,
  });
}

async function resetByExistingPassword(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const email = readEmail(body);
  const existing = readPassword(body, 'existing_password');
  const next = readPassword(body, 'new_password');
  const duration = readSessionDuration(ctx, body);
  const { project } = ctx.caller();
  await assertStrong(next, email, project.settings);
  const verified = await verifyUserPassword(ctx, email, existing).catch((error: unknown) => {
    // A password flagged for reset may still be replaced by someone who knows it.
    if (error instanceof ApiError && error.errorType === 'reset_password') return null;
    throw error;
  });
  const emailRow = ctx.store.users.emailByAddress(project.projectId, email);
  if (!emailRow) throw notFound(`No user has the email ${email}.`, 'email_not_found');
  const userId = verified?.user.user_id ?? emailRow.user_id;
  const hash = await hashPassword(next, ctx.passwordHashCost);
  ctx.store.users.setPassword(userId, newId('password'), hash);
  return startSession(ctx, {
    userId,
    factor: passwordFactor(emailRow),
    durationMinutes: duration,
  });
}

export const passwordRoutes: Route[] = [
  {
    method: 'POST',
    path: '/sdk/v1/passwords/strength_check',
    envelope: 'sdk',
    handle: strengthCheck,
  },
  { method: 'POST', path: '/sdk/v1/passwords', envelope: 'sdk', handle: create },
  { method: 'POST', path: '/sdk/v1/passwords/authenticate', envelope: 'sdk', handle: authenticate },
  {
    method: 'POST',
    path: '/sdk/v1/passwords/email/reset/start',
    envelope: 'sdk',
    handle: resetStart,
  },
  { method: 'POST', path: '/sdk/v1/passwords/email/reset', envelope: 'sdk', handle: resetByEmail },
  {
    method: 'POST',
    path: '/sdk/v1/passwords/session/reset',
    envelope: 'sdk',
    handle: resetBySession,
  },
  {
    method: 'POST',
    path: '/sdk/v1/passwords/existing_password/reset',
    envelope: 'sdk',
    handle: resetByExistingPassword,
  },
];
