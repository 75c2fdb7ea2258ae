import { OTP_EXPIRATION_MINUTES } from '../../../widget/config/api-limits';
import { emailAccountForSend, phoneAccountForSend, type SendMode } from '../accounts';
import type { RouteContext } from '../context';
import { safeEqual, sha256Hex } from '../cryptography/hash';
import { newId, randomCode } from '../cryptography/random';
import { ApiError, badRequest, notFound } from '../errors';
import { deliver } from '../outbox';
import { readPhoneNumber } from '../phone';
import type { Project } from '../projects';
import type { Route } from '../router';
import { readSessionDuration, startSession } from '../sessions';
import type { OtpChannel } from '../store';
import { testIdentityFor } from '../test-identities';
import {
  type Body,
  objectBody,
  optionalInteger,
  optionalString,
  readEmail,
  requiredString,
} from '../validate';

// One-time passcodes by email, SMS and WhatsApp: /sdk/v1/otps/*.

interface Destination {
  userId: string;
  methodId: string;
  to: string;
  created: boolean;
  extra: Record<string, unknown>;
}

function resolveDestination(
  ctx: RouteContext,
  channel: OtpChannel,
  mode: SendMode,
  body: Body,
): Destination {
  const { projectId } = ctx.caller().project;
  if (channel === 'email') {
    const email = readEmail(body);
    const account = emailAccountForSend(ctx, projectId, email, mode);
    const emailId = account.email.email_id;
    return {
      userId: account.userId,
      methodId: emailId,
      to: email,
      created: account.created,
      extra: { email_id: emailId },
    };
  }
  const phone = readPhoneNumber(body);
  const account = phoneAccountForSend(ctx, projectId, phone, mode);
  const phoneId = account.phone.phone_id;
  return {
    userId: account.userId,
    methodId: phoneId,
    to: phone,
    created: account.created,
    extra: { phone_id: phoneId },
  };
}

function send(channel: OtpChannel, mode: SendMode) {
  return (ctx: RouteContext) => {
    const body = objectBody(ctx.req.body);
    const { project } = ctx.caller();
    const minutes =
      optionalInteger(body, 'expiration_minutes', OTP_EXPIRATION_MINUTES) ??
      project.settings.otpExpirationMinutes;
    // Accepted for wire compatibility; templates and locales do not change the outbox.
    optionalString(body, 'locale');
    optionalString(body, 'login_template_id');
    optionalString(body, 'signup_template_id');
    const dest = resolveDestination(ctx, channel, mode, body);
    // A declared test identity gets its fixed code and no message (see README).
    const identity = testIdentityFor(project.settings.testIdentities, channel, dest.to);
    const code = identity?.code ?? randomCode();
    const now = ctx.clock.now();
    ctx.store.transaction(() => {
      ctx.store.otps.issue({
        otp_id: newId('otp'),
        project_id: project.projectId,
        method_id: dest.methodId,
        user_id: dest.userId,
        channel,
        destination: dest.to,
        code_hash: sha256Hex(code),
        created_at: now,
        expires_at: now + minutes * 60_000,
      });
      if (identity) return;
      const purpose = dest.created ? 'sign-up' : 'login';
      deliver(ctx, project.projectId, {
        channel,
        to: dest.to,
        kind: 'otp',
        code,
        subject: `Your ${purpose} code for ${project.settings.projectName}`,
        body: `${code} is your ${purpose} code. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
    });
    return {
      user_id: dest.userId,
      method_id: dest.methodId,
      user_created: dest.created,
      ...dest.extra,
    };
  };
}

async function authenticate(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const code = requiredString(body, 'token');
  const methodId = requiredString(body, 'method_id');
  const duration = readSessionDuration(ctx, body);
  const { userId, factor } = redeemOtp(ctx, ctx.caller().project, methodId, code);
  return startSession(ctx, {
    userId,
    factor,
    durationMinutes: duration,
    extra: { method_id: methodId, reset_sessions: false },
  });
}

/**
 * Checks a passcode for a method (counting wrong attempts), uses it up and verifies the email
 * or phone it was sent to. Shared by the SDK's and the backend API's authenticate.
 */
export function redeemOtp(ctx: RouteContext, project: Project, methodId: string, code: string) {
  if (!/^\d{6}$/.test(code)) {
    throw badRequest('token must be the 6-digit passcode.', 'invalid_code');
  }
  const row = ctx.store.otps.latest(project.projectId, methodId);
  if (!row) throw notFound(`No passcode was sent for method_id ${methodId}.`, 'otp_code_not_found');
  if (row.state === 'used') {
    throw notFound('This passcode was already used. Request a new one.', 'otp_code_not_found');
  }
  if (row.state === 'dead') {
    throw notFound(
      'This passcode is no longer valid after too many wrong attempts. Request a new one.',
      'otp_code_not_found',
    );
  }
  // A test identity's fixed code always verifies and is never used up; wrong codes still count.
  const identity = testIdentityFor(project.settings.testIdentities, row.channel, row.destination);
  if (identity && safeEqual(sha256Hex(code), sha256Hex(identity.code))) {
    return {
      userId: row.user_id,
      factor: otpFactor(ctx, project.projectId, row.channel, methodId),
    };
  }
  if (row.expires_at <= ctx.clock.now()) {
    throw notFound('This passcode has expired. Request a new one.', 'otp_code_not_found');
  }
  if (!safeEqual(sha256Hex(code), row.code_hash)) {
    const attempts = row.attempts + 1;
    const limit = project.settings.otpAttemptLimit;
    const dead = attempts >= limit;
    ctx.store.otps.fail(row.otp_id, attempts, dead ? 'dead' : 'live');
    throw new ApiError(
      401,
      'unable_to_auth_otp_code',
      dead
        ? 'The passcode is incorrect. Too many wrong attempts: this code is no longer valid.'
        : `The passcode is incorrect. ${limit - attempts} attempt${limit - attempts === 1 ? '' : 's'} left.`,
    );
  }
  if (!ctx.store.otps.consume(row.otp_id)) {
    throw notFound('This passcode was already used. Request a new one.', 'otp_code_not_found');
  }
  return { userId: row.user_id, factor: otpFactor(ctx, project.projectId, row.channel, methodId) };
}

/** Verifies the method used and describes it as a session factor. */
function otpFactor(ctx: RouteContext, projectId: string, channel: OtpChannel, methodId: string) {
  if (channel === 'email') {
    const email = ctx.store.users.emailById(projectId, methodId);
    if (!email) throw notFound('The email for this passcode was removed.', 'email_not_found');
    ctx.store.users.verifyEmail(methodId);
    return {
      type: 'otp',
      delivery_method: 'email',
      email_factor: { email_id: email.email_id, email_address: email.email },
    };
  }
  const phone = ctx.store.users.phoneById(projectId, methodId);
  if (!phone)
    throw notFound('The phone number for this passcode was removed.', 'phone_number_not_found');
  ctx.store.users.verifyPhone(methodId);
  return {
    type: 'otp',
    delivery_method: channel,
    phone_number_factor: { phone_id: phone.phone_id, phone_number: phone.phone_number },
  };
}

const CHANNELS: OtpChannel[] = ['email', 'sms', 'whatsapp'];

export const otpRoutes: Route[] = [
  ...CHANNELS.flatMap((channel): Route[] => [
    {
      method: 'POST',
      path: `/sdk/v1/otps/${channel}/login_or_create`,
      envelope: 'sdk',
      handle: send(channel, 'login_or_create'),
    },
    {
      method: 'POST',
      path: `/sdk/v1/otps/${channel}/send/primary`,
      envelope: 'sdk',
      handle: send(channel, 'primary'),
    },
    {
      method: 'POST',
      path: `/sdk/v1/otps/${channel}/send/secondary`,
      envelope: 'sdk',
      handle: send(channel, 'secondary'),
    },
  ]),
  { method: 'POST', path: '/sdk/v1/otps/authenticate', envelope: 'sdk', handle: authenticate },
];
