import type { RouteContext } from './context';
import { newId } from './cryptography/random';
import { ApiError, notFound } from './errors';
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
    return { userId, email: attachEmail(ctx, projectId, userId, email), created: true };
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
    return { userId, phone: attachPhone(ctx, projectId, userId, phone), created: true };
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
