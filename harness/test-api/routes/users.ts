import type { RouteContext } from '../context';
import { badRequest, notFound } from '../errors';
import type { Route } from '../router';
import { wireUser } from '../serialize';
import { requireSession } from '../sessions';
import { type Body, objectBody, optionalObject, readEmail } from '../validate';

// /sdk/v1/users/*: search by email (no session), and the logged-in user's own record.
// A session can only read or change its own user: another user's factor id is "not found".

function currentUser(ctx: RouteContext) {
  const { session, project } = requireSession(ctx);
  const record = ctx.store.users.record(project.projectId, session.user_id);
  if (!record) throw notFound('The user of this session no longer exists.', 'user_not_found');
  return { record, projectId: project.projectId, userId: session.user_id };
}

function me(ctx: RouteContext) {
  return wireUser(currentUser(ctx).record);
}

/** What the prebuilt UI's password flow needs to know about an email. */
function search(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const email = readEmail(body);
  const { project } = ctx.caller();
  const row = ctx.store.users.emailByAddress(project.projectId, email);
  const user = row ? ctx.store.users.get(project.projectId, row.user_id) : null;
  const userType = !user ? 'new' : user.password_id ? 'password' : 'passwordless';
  return { userType };
}

const NAME_FIELDS = ['first_name', 'middle_name', 'last_name'] as const;
const MAX_METADATA_BYTES = 4096;

function readName(body: Body) {
  const name = optionalObject(body, 'name');
  if (!name) return {};
  const out: Partial<Record<(typeof NAME_FIELDS)[number], string>> = {};
  for (const field of NAME_FIELDS) {
    const value = name[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.length > 200) {
      throw badRequest(`name.${field} must be a string of at most 200 characters.`);
    }
    out[field] = value;
  }
  return out;
}

function update(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const { userId, projectId } = currentUser(ctx);
  const name = readName(body);
  const metadata = optionalObject(body, 'untrusted_metadata');
  let untrusted: string | undefined;
  if (metadata) {
    untrusted = JSON.stringify(metadata);
    if (Buffer.byteLength(untrusted) > MAX_METADATA_BYTES) {
      throw badRequest(`untrusted_metadata must be at most ${MAX_METADATA_BYTES} bytes of JSON.`);
    }
  }
  ctx.store.users.updateProfile(userId, { ...name, untrusted_metadata: untrusted });
  return userWithEnvelope(ctx, projectId, userId);
}

/** Updates and deletes answer with the whole user under `__user` (the SDK requires it). */
function userWithEnvelope(ctx: RouteContext, projectId: string, userId: string) {
  const record = ctx.store.users.record(projectId, userId);
  if (!record) throw notFound('The user no longer exists.', 'user_not_found');
  const user = wireUser(record);
  return {
    user_id: userId,
    emails: user.emails,
    phone_numbers: user.phone_numbers,
    crypto_wallets: user.crypto_wallets,
    __user: user,
  };
}

type FactorKind =
  | 'emails'
  | 'phone_numbers'
  | 'webauthn_registrations'
  | 'crypto_wallets'
  | 'oauth'
  | 'totps'
  | 'biometric_registrations';

/** Finds the factor's owner in this project, or null. */
function factorOwner(ctx: RouteContext, kind: FactorKind, projectId: string, id: string) {
  const { users, factors } = ctx.store;
  switch (kind) {
    case 'emails':
      return users.emailById(projectId, id)?.user_id ?? null;
    case 'phone_numbers':
      return users.phoneById(projectId, id)?.user_id ?? null;
    case 'webauthn_registrations':
      return factors.webauthnById(projectId, id)?.user_id ?? null;
    case 'crypto_wallets':
      return factors.walletById(projectId, id)?.user_id ?? null;
    case 'oauth':
      return factors.oauthById(projectId, id)?.user_id ?? null;
    case 'totps':
    case 'biometric_registrations':
      return null;
  }
}

function removeFactor(ctx: RouteContext, kind: FactorKind, id: string): void {
  const { users, factors } = ctx.store;
  const remove: Record<FactorKind, (factorId: string) => void> = {
    emails: users.deleteEmail,
    phone_numbers: users.deletePhone,
    webauthn_registrations: factors.deleteWebauthn,
    crypto_wallets: factors.deleteWallet,
    oauth: factors.deleteOauth,
    totps: () => {},
    biometric_registrations: () => {},
  };
  remove[kind](id);
}

const NOT_FOUND_TYPES: Record<FactorKind, string> = {
  emails: 'email_not_found',
  phone_numbers: 'phone_number_not_found',
  webauthn_registrations: 'webauthn_registration_not_found',
  crypto_wallets: 'crypto_wallet_not_found',
  oauth: 'oauth_user_registration_not_found',
  totps: 'totp_not_found',
  biometric_registrations: 'biometric_registration_not_found',
};

function deleteFactor(kind: FactorKind) {
  return (ctx: RouteContext) => {
    const { userId, projectId } = currentUser(ctx);
    const id = ctx.req.params.id ?? '';
    // Someone else's factor answers exactly like a missing one: nothing leaks across users.
    if (factorOwner(ctx, kind, projectId, id) !== userId) {
      throw notFound(
        `No ${kind.replace(/_/g, ' ')} entry ${id} on this user.`,
        NOT_FOUND_TYPES[kind],
      );
    }
    removeFactor(ctx, kind, id);
    return userWithEnvelope(ctx, projectId, userId);
  };
}

const FACTOR_KINDS = Object.keys(NOT_FOUND_TYPES) as FactorKind[];

export const userRoutes: Route[] = [
  { method: 'GET', path: '/sdk/v1/users/me', envelope: 'sdk', handle: me },
  { method: 'PUT', path: '/sdk/v1/users/me', envelope: 'sdk', handle: update },
  { method: 'POST', path: '/sdk/v1/users/search', envelope: 'sdk', handle: search },
  ...FACTOR_KINDS.map(
    (kind): Route => ({
      method: 'DELETE',
      path: `/sdk/v1/users/${kind}/:id`,
      envelope: 'sdk',
      handle: deleteFactor(kind),
    }),
  ),
];
