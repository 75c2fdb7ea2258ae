import type { RouteContext } from './context';
import { newId } from './cryptography/random';
import { ApiError, notFound } from './errors';
import { requireSession } from './sessions';
import type { EmailRow, PhoneRow } from './store';

// Finding and creating users by the identifier they log in with. Every lookup is scoped to
// the caller's project, so projects never see each other's users.

export interface EmailAccount {
  userId: string;
  email: EmailRow;
  created: boolean;
}

export interface PhoneAccount {
  userId: string;
  phone: PhoneRow;
  created: boolean;
}

function createUser(ctx: RouteContext, projectId: string): string {
  const userId = newId('user');
  ctx.store.users.insert({
    user_id: userId,
    project_id: projectId,
    status: 'pending',
    created_at: ctx.clock.now(),
  });
  return userId;
}

export function findOrCreateByEmail(
  ctx: RouteContext,
  projectId: string,
  email: string,
): EmailAccount {
  return ctx.store.transaction(() => {
    const existing = ctx.store.users.emailByAddress(projectId, email);
    if (existing) return { userId: existing.user_id, email: existing, created: false };
    const userId = createUser(ctx, projectId);
    return { userId, email: insertEmail(ctx, projectId, userId, email), created: true };
  });
}

export function findByEmail(ctx: RouteContext, projectId: string, email: string): EmailAccount {
  const existing = ctx.store.users.emailByAddress(projectId, email);
  if (!existing) throw notFound(`No user has the email ${email}.`, 'email_not_found');
  return { userId: existing.user_id, email: existing, created: false };
}

/** Adds an email to a user (secondary factors), refusing one owned by someone else. */
export function attachEmail(
  ctx: RouteContext,
  projectId: string,
  userId: string,
  email: string,
): EmailRow {
  const existing = ctx.store.users.emailByAddress(projectId, email);
  if (existing) {
    if (existing.user_id !== userId) {
      throw new ApiError(409, 'duplicate_email', `The email ${email} belongs to another user.`);
    }
    return existing;
  }
  return insertEmail(ctx, projectId, userId, email);
}

/** Adds an email known to be free (looked up in the same transaction). */
function insertEmail(
  ctx: RouteContext,
  projectId: string,
  userId: string,
  email: string,
): EmailRow {
  const row = {
    email_id: newId('email'),
    project_id: projectId,
    user_id: userId,
    email,
    created_at: ctx.clock.now(),
  };
  ctx.store.users.insertEmail(row);
  return { ...row, verified: 0 };
}

export function findOrCreateByPhone(
  ctx: RouteContext,
  projectId: string,
  phone: string,
): PhoneAccount {
  return ctx.store.transaction(() => {
    const existing = ctx.store.users.phoneByNumber(projectId, phone);
    if (existing) return { userId: existing.user_id, phone: existing, created: false };
    const userId = createUser(ctx, projectId);
    return { userId, phone: insertPhone(ctx, projectId, userId, phone), created: true };
  });
}

export function findByPhone(ctx: RouteContext, projectId: string, phone: string): PhoneAccount {
  const existing = ctx.store.users.phoneByNumber(projectId, phone);
  if (!existing) throw notFound(`No user has the phone number ${phone}.`, 'phone_number_not_found');
  return { userId: existing.user_id, phone: existing, created: false };
}

export function attachPhone(
  ctx: RouteContext,
  projectId: string,
  userId: string,
  phone: string,
): PhoneRow {
  const existing = ctx.store.users.phoneByNumber(projectId, phone);
  if (existing) {
    if (existing.user_id !== userId) {
      throw new ApiError(
        409,
        'duplicate_phone_number',
        `The phone number ${phone} belongs to another user.`,
      );
    }
    return existing;
  }
  return insertPhone(ctx, projectId, userId, phone);
}

/** Adds a phone number known to be free (looked up in the same transaction). */
function insertPhone(
  ctx: RouteContext,
  projectId: string,
  userId: string,
  phone: string,
): PhoneRow {
  const row = {
    phone_id: newId('phone-number'),
    project_id: projectId,
    user_id: userId,
    phone_number: phone,
    created_at: ctx.clock.now(),
  };
  ctx.store.users.insertPhone(row);
  return { ...row, verified: 0 };
}

/**
 * The three send routes of OTP and magic links differ only in whose address it is:
 * login_or_create finds or creates the user, send/primary needs an existing user, and
 * send/secondary adds the address to the user of the calling session.
 */
export type SendMode = 'login_or_create' | 'primary' | 'secondary';

interface Lookups<Account> {
  findOrCreate(ctx: RouteContext, projectId: string, address: string): Account;
  find(ctx: RouteContext, projectId: string, address: string): Account;
  attach(ctx: RouteContext, projectId: string, userId: string, address: string): Account;
}

function accountForSend<Account>(
  lookups: Lookups<Account>,
  ctx: RouteContext,
  projectId: string,
  address: string,
  mode: SendMode,
): Account {
  switch (mode) {
    case 'login_or_create':
      return lookups.findOrCreate(ctx, projectId, address);
    case 'primary':
      return lookups.find(ctx, projectId, address);
    case 'secondary':
      return lookups.attach(ctx, projectId, requireSession(ctx).session.user_id, address);
  }
}

const EMAIL_LOOKUPS: Lookups<EmailAccount> = {
  findOrCreate: findOrCreateByEmail,
  find: findByEmail,
  attach: (ctx, projectId, userId, email) => ({
    userId,
    email: attachEmail(ctx, projectId, userId, email),
    created: false,
  }),
};

const PHONE_LOOKUPS: Lookups<PhoneAccount> = {
  findOrCreate: findOrCreateByPhone,
  find: findByPhone,
  attach: (ctx, projectId, userId, phone) => ({
    userId,
    phone: attachPhone(ctx, projectId, userId, phone),
    created: false,
  }),
};

/** The user a send route's email belongs to, per the route's mode. */
export const emailAccountForSend = (
  ctx: RouteContext,
  projectId: string,
  email: string,
  mode: SendMode,
): EmailAccount => accountForSend(EMAIL_LOOKUPS, ctx, projectId, email, mode);

/** The user a send route's phone number belongs to, per the route's mode. */
export const phoneAccountForSend = (
  ctx: RouteContext,
  projectId: string,
  phone: string,
  mode: SendMode,
): PhoneAccount => accountForSend(PHONE_LOOKUPS, ctx, projectId, phone, mode);
