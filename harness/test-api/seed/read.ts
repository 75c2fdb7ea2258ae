import { normaliseAddress } from '../cryptography/wallets';
import { badRequest } from '../errors';
import { readPhoneNumber } from '../phone';
import { readEmail } from '../validate';
import type { SeedData, SeedEmail, SeedPhone, SeedProject, SeedUser, SeedWallet } from './types';

// Checks a seed document field by field; every refusal names the path of the bad value, e.g.
// `users[2].emails[0].email`, so a hand-written seed file is fixed in one go.

type Obj = Record<string, unknown>;

function object(value: unknown, where: string, allowed: readonly string[]): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`${where} must be a JSON object.`);
  }
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      throw badRequest(
        `${where}: unknown field "${key.slice(0, 60)}" (allowed: ${allowed.join(', ')}).`,
      );
    }
  }
  return value as Obj;
}

function array(value: unknown, where: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest(`${where} must be an array.`);
  return value;
}

function text(obj: Obj, key: string, where: string, required = false): string | undefined {
  const value = obj[key];
  if (value === undefined) {
    if (required) throw badRequest(`${where}.${key} is required.`, 'missing_required_field');
    return undefined;
  }
  if (typeof value !== 'string' || value === '' || value.length > 1000) {
    throw badRequest(`${where}.${key} must be a non-empty string.`);
  }
  return value;
}

function flag(obj: Obj, key: string, where: string): boolean | undefined {
  const value = obj[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${where}.${key} must be true or false.`);
  return value;
}

/** Runs a field reader of validate.ts / phone.ts, prefixing its message with the path. */
function field<T>(where: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`${where}: ${reason}`, (error as { errorType?: string }).errorType);
  }
}

function readEmailEntry(value: unknown, where: string): SeedEmail {
  const obj = object(value, where, ['email_id', 'email', 'verified']);
  const email = field(where, () => readEmail(obj));
  const id = text(obj, 'email_id', where);
  const verified = flag(obj, 'verified', where);
  return {
    email,
    ...(id ? { email_id: id } : {}),
    ...(verified !== undefined ? { verified } : {}),
  };
}

function readPhoneEntry(value: unknown, where: string): SeedPhone {
  const obj = object(value, where, ['phone_id', 'phone_number', 'verified']);
  const phone = field(where, () => readPhoneNumber(obj));
  const id = text(obj, 'phone_id', where);
  const verified = flag(obj, 'verified', where);
  return {
    phone_number: phone,
    ...(id ? { phone_id: id } : {}),
    ...(verified !== undefined ? { verified } : {}),
  };
}

function readWalletEntry(value: unknown, where: string): SeedWallet {
  const obj = object(value, where, [
    'crypto_wallet_id',
    'crypto_wallet_type',
    'crypto_wallet_address',
    'verified',
  ]);
  const type = text(obj, 'crypto_wallet_type', where, true);
  if (type !== 'ethereum' && type !== 'solana') {
    throw badRequest(`${where}.crypto_wallet_type must be "ethereum" or "solana".`);
  }
  const raw = text(obj, 'crypto_wallet_address', where, true) as string;
  const address = normaliseAddress(type, raw.trim());
  if (!address) {
    throw badRequest(`${where}.crypto_wallet_address is not a valid ${type} address.`);
  }
  const id = text(obj, 'crypto_wallet_id', where);
  const verified = flag(obj, 'verified', where);
  return {
    crypto_wallet_type: type,
    crypto_wallet_address: address,
    ...(id ? { crypto_wallet_id: id } : {}),
    ...(verified !== undefined ? { verified } : {}),
  };
}

const USER_FIELDS = [
  'user_id',
  'status',
  'created_at',
  'name',
  'trusted_metadata',
  'untrusted_metadata',
  'emails',
  'phone_numbers',
  'crypto_wallets',
  'password',
  'password_hash',
  'password_id',
];

function metadata(obj: Obj, key: string, where: string): Record<string, unknown> | undefined {
  const value = obj[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`${where}.${key} must be a JSON object.`);
  }
  return value as Record<string, unknown>;
}

export function readSeedUser(value: unknown, where: string): SeedUser {
  const obj = object(value, where, USER_FIELDS);
  const user: SeedUser = {};
  const id = text(obj, 'user_id', where);
  if (id) user.user_id = id;
  const status = text(obj, 'status', where);
  if (status !== undefined) {
    if (status !== 'active' && status !== 'pending') {
      throw badRequest(`${where}.status must be "active" or "pending".`);
    }
    user.status = status;
  }
  const created = text(obj, 'created_at', where);
  if (created !== undefined) {
    if (Number.isNaN(Date.parse(created))) {
      throw badRequest(`${where}.created_at must be an ISO 8601 date-time.`);
    }
    user.created_at = created;
  }
  if (obj.name !== undefined) {
    const name = object(obj.name, `${where}.name`, ['first_name', 'middle_name', 'last_name']);
    user.name = {};
    for (const part of ['first_name', 'middle_name', 'last_name'] as const) {
      const v = name[part];
      if (v === undefined) continue;
      if (typeof v !== 'string') throw badRequest(`${where}.name.${part} must be a string.`);
      user.name[part] = v;
    }
  }
  for (const key of ['trusted_metadata', 'untrusted_metadata'] as const) {
    const meta = metadata(obj, key, where);
    if (meta) user[key] = meta;
  }
  user.emails = array(obj.emails, `${where}.emails`).map((e, i) =>
    readEmailEntry(e, `${where}.emails[${i}]`),
  );
  user.phone_numbers = array(obj.phone_numbers, `${where}.phone_numbers`).map((p, i) =>
    readPhoneEntry(p, `${where}.phone_numbers[${i}]`),
  );
  user.crypto_wallets = array(obj.crypto_wallets, `${where}.crypto_wallets`).map((w, i) =>
    readWalletEntry(w, `${where}.crypto_wallets[${i}]`),
  );
  const password = obj.password;
  if (password !== undefined) {
    if (typeof password !== 'string' || password.length === 0 || password.length > 256) {
      throw badRequest(`${where}.password must be a string of 1 to 256 characters.`);
    }
    user.password = password;
  }
  const hash = text(obj, 'password_hash', where);
  if (hash !== undefined) {
    if (user.password !== undefined) {
      throw badRequest(`${where}: send password (plain text) or password_hash, not both.`);
    }
    if (!/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/.test(hash)) {
      throw badRequest(
        `${where}.password_hash must be an scrypt hash as exported (scrypt$N$r$p$salt$hash).`,
      );
    }
    user.password_hash = hash;
  }
  const passwordId = text(obj, 'password_id', where);
  if (passwordId) user.password_id = passwordId;
  const factors = user.emails.length + user.phone_numbers.length + user.crypto_wallets.length;
  if (factors === 0) {
    throw badRequest(`${where} needs at least one email, phone number or crypto wallet.`);
  }
  if ((user.password !== undefined || hash !== undefined) && user.emails.length === 0) {
    throw badRequest(`${where}: a password needs an email to log in with.`);
  }
  return user;
}

export function readSeedProject(value: unknown, where: string): SeedProject {
  const obj = object(value, where, ['users']);
  if (!Array.isArray(obj.users)) throw badRequest(`${where}.users must be an array.`);
  return { users: obj.users.map((u, i) => readSeedUser(u, `${where}.users[${i}]`)) };
}

/** A whole seed document: `{ "projects": { "<public token or project id>": { "users": [] } } }`. */
export function readSeedData(value: unknown, where = 'seed'): SeedData {
  const obj = object(value, where, ['projects']);
  const raw = obj.projects;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest(`${where}.projects must map public tokens to { "users": [...] }.`);
  }
  const projects = raw as Obj;
  const out: SeedData = { projects: {} };
  for (const [key, project] of Object.entries(projects)) {
    out.projects[key] = readSeedProject(project, `${where}.projects["${key.slice(0, 80)}"]`);
  }
  return out;
}
