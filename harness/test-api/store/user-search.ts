import type { Db, SqlValue } from './db';

// Users search (backend API): a list of conditions joined by AND or OR, paged by rowid so a
// cursor stays valid while users are added.

export type UserCondition =
  | {
      kind: 'user_id' | 'email_id' | 'phone_id' | 'email_address' | 'phone_number';
      values: string[];
    }
  | {
      kind: 'webauthn_registration_id' | 'crypto_wallet_id' | 'crypto_wallet_address';
      values: string[];
    }
  | { kind: 'oauth_provider'; values: string[] }
  | { kind: 'status'; value: 'active' | 'pending' }
  | { kind: 'email_verified' | 'phone_verified' | 'password_exists'; value: boolean }
  | { kind: 'email_address_fuzzy' | 'phone_number_fuzzy' | 'full_name_fuzzy'; value: string }
  | { kind: 'created_at'; after?: number; before?: number };

export interface UserSearch {
  operator: 'AND' | 'OR';
  conditions: UserCondition[];
  /** Only users after this rowid (the cursor). */
  afterRowid: number;
  limit: number;
}

export interface UserSearchPage {
  users: { user_id: string; rowid: number }[];
  total: number;
  /** The rowid to continue after, or null on the last page. */
  nextAfter: number | null;
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function exists(table: string, where: string): string {
  return `EXISTS (SELECT 1 FROM ${table} f WHERE f.user_id = u.user_id AND ${where})`;
}

function clause(c: UserCondition): [string, SqlValue[]] {
  switch (c.kind) {
    case 'user_id':
      return [`u.user_id IN (${placeholders(c.values.length)})`, c.values];
    case 'email_id':
      return [exists('emails', `f.email_id IN (${placeholders(c.values.length)})`), c.values];
    case 'email_address':
      return [
        exists('emails', `f.email IN (${placeholders(c.values.length)})`),
        c.values.map((v) => v.toLowerCase()),
      ];
    case 'phone_id':
      return [
        exists('phone_numbers', `f.phone_id IN (${placeholders(c.values.length)})`),
        c.values,
      ];
    case 'phone_number':
      return [
        exists('phone_numbers', `f.phone_number IN (${placeholders(c.values.length)})`),
        c.values,
      ];
    case 'webauthn_registration_id':
      return [
        exists(
          'webauthn_registrations',
          `f.webauthn_registration_id IN (${placeholders(c.values.length)})`,
        ),
        c.values,
      ];
    case 'crypto_wallet_id':
      return [
        exists('crypto_wallets', `f.crypto_wallet_id IN (${placeholders(c.values.length)})`),
        c.values,
      ];
    case 'crypto_wallet_address':
      return [
        exists(
          'crypto_wallets',
          `lower(f.crypto_wallet_address) IN (${placeholders(c.values.length)})`,
        ),
        c.values.map((v) => v.toLowerCase()),
      ];
    case 'oauth_provider':
      return [
        exists('oauth_providers', `f.provider_type IN (${placeholders(c.values.length)})`),
        c.values.map((v) => v.toLowerCase()),
      ];
    case 'status':
      return ['u.status = ?', [c.value]];
    case 'password_exists':
      return [c.value ? 'u.password_id IS NOT NULL' : 'u.password_id IS NULL', []];
    case 'email_verified':
      return [exists('emails', 'f.verified = ?'), [c.value ? 1 : 0]];
    case 'phone_verified':
      return [exists('phone_numbers', 'f.verified = ?'), [c.value ? 1 : 0]];
    case 'email_address_fuzzy':
      return [exists('emails', "f.email LIKE ? ESCAPE '\\'"), [like(c.value.toLowerCase())]];
    case 'phone_number_fuzzy':
      return [exists('phone_numbers', "f.phone_number LIKE ? ESCAPE '\\'"), [like(c.value)]];
    case 'full_name_fuzzy':
      return [
        "(u.first_name || ' ' || u.middle_name || ' ' || u.last_name) LIKE ? ESCAPE '\\'",
        [like(c.value)],
      ];
    case 'created_at': {
      const parts: string[] = [];
      const params: SqlValue[] = [];
      if (c.after !== undefined) {
        parts.push('u.created_at > ?');
        params.push(c.after);
      }
      if (c.before !== undefined) {
        parts.push('u.created_at < ?');
        params.push(c.before);
      }
      return [parts.length > 0 ? `(${parts.join(' AND ')})` : '1', params];
    }
  }
}

export function searchUsers(db: Db, projectId: string, search: UserSearch): UserSearchPage {
  const clauses = search.conditions.map(clause);
  const joined =
    clauses.length === 0 ? '1' : `(${clauses.map(([sql]) => sql).join(` ${search.operator} `)})`;
  const params = clauses.flatMap(([, values]) => values);
  const where = `u.project_id = ? AND ${joined}`;
  const total =
    db.get<{ n: number }>(`SELECT count(*) AS n FROM users u WHERE ${where}`, [
      projectId,
      ...params,
    ])?.n ?? 0;
  const rows = db.all<{ user_id: string; rowid: number }>(
    `SELECT u.user_id, u.rowid AS rowid FROM users u WHERE ${where} AND u.rowid > ?
     ORDER BY u.rowid LIMIT ?`,
    [projectId, ...params, search.afterRowid, search.limit + 1],
  );
  const users = rows.slice(0, search.limit);
  const more = rows.length > search.limit;
  return { users, total, nextAfter: more ? (users.at(-1)?.rowid ?? null) : null };
}
