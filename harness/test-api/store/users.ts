import type { Db } from './db';
import type {
  CryptoWalletRow,
  EmailRow,
  OauthProviderRow,
  PhoneRow,
  UserRow,
  WebauthnRow,
} from './types';

/** Everything the wire `User` object is built from. */
export interface UserRecord {
  user: UserRow;
  emails: EmailRow[];
  phones: PhoneRow[];
  webauthn: WebauthnRow[];
  wallets: CryptoWalletRow[];
  providers: OauthProviderRow[];
}

/** What an email address and a phone number have in common as rows. */
interface ContactRow {
  project_id: string;
  user_id: string;
  verified: number;
  created_at: number;
}

/** Where one kind of contact lives: its table, its id column and its value column. */
interface ContactTable<Row> {
  table: string;
  id: keyof Row & string;
  value: keyof Row & string;
}

const EMAILS: ContactTable<EmailRow> = { table: 'emails', id: 'email_id', value: 'email' };
const PHONES: ContactTable<PhoneRow> = {
  table: 'phone_numbers',
  id: 'phone_id',
  value: 'phone_number',
};

/** A user's emails and phone numbers are queried alike: one definition for both tables. */
function contactQueries<Row extends ContactRow>(db: Db, { table, id, value }: ContactTable<Row>) {
  return {
    byValue(projectId: string, address: string): Row | null {
      return db.get<Row>(`SELECT * FROM ${table} WHERE project_id = ? AND ${value} = ?`, [
        projectId,
        address,
      ]);
    },
    byId(projectId: string, rowId: string): Row | null {
      return db.get<Row>(`SELECT * FROM ${table} WHERE project_id = ? AND ${id} = ?`, [
        projectId,
        rowId,
      ]);
    },
    /** A new, unverified contact. */
    insert(row: Omit<Row, 'verified'>): void {
      const fields = row as Omit<Row, 'verified'> & Record<string, string | number>;
      db.run(
        `INSERT INTO ${table} (${id}, project_id, user_id, ${value}, verified, created_at) VALUES (?, ?, ?, ?, 0, ?)`,
        [fields[id], fields.project_id, fields.user_id, fields[value], fields.created_at],
      );
    },
    // These updates skip rows that already hold the value: an unchanged row still rewrites its
    // page, and every returning login would add that page to the write-ahead log.
    verify(rowId: string): void {
      db.run(`UPDATE ${table} SET verified = 1 WHERE ${id} = ? AND verified = 0`, [rowId]);
    },
    remove(rowId: string): void {
      db.run(`DELETE FROM ${table} WHERE ${id} = ?`, [rowId]);
    },
  };
}

export function userQueries(db: Db) {
  const emails = contactQueries(db, EMAILS);
  const phones = contactQueries(db, PHONES);
  return {
    insert(row: Pick<UserRow, 'user_id' | 'project_id' | 'status' | 'created_at'>): void {
      db.run('INSERT INTO users (user_id, project_id, status, created_at) VALUES (?, ?, ?, ?)', [
        row.user_id,
        row.project_id,
        row.status,
        row.created_at,
      ]);
    },
    get(projectId: string, userId: string): UserRow | null {
      return db.get<UserRow>('SELECT * FROM users WHERE project_id = ? AND user_id = ?', [
        projectId,
        userId,
      ]);
    },
    record(projectId: string, userId: string): UserRecord | null {
      const user = this.get(projectId, userId);
      if (!user) return null;
      const byUser = [userId];
      return {
        user,
        emails: db.all<EmailRow>(
          'SELECT * FROM emails WHERE user_id = ? ORDER BY created_at',
          byUser,
        ),
        phones: db.all<PhoneRow>(
          'SELECT * FROM phone_numbers WHERE user_id = ? ORDER BY created_at',
          byUser,
        ),
        webauthn: db.all<WebauthnRow>(
          'SELECT * FROM webauthn_registrations WHERE user_id = ? ORDER BY created_at',
          byUser,
        ),
        wallets: db.all<CryptoWalletRow>(
          'SELECT * FROM crypto_wallets WHERE user_id = ? ORDER BY created_at',
          byUser,
        ),
        providers: db.all<OauthProviderRow>(
          'SELECT * FROM oauth_providers WHERE user_id = ? ORDER BY created_at',
          byUser,
        ),
      };
    },
    /** Newest first, across projects (for the control namespace). */
    listIds(limit: number, projectId?: string): { project_id: string; user_id: string }[] {
      return projectId
        ? db.all(
            'SELECT project_id, user_id FROM users WHERE project_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?',
            [projectId, limit],
          )
        : db.all(
            'SELECT project_id, user_id FROM users ORDER BY created_at DESC, rowid DESC LIMIT ?',
            [limit],
          );
    },
    /** Like `verify`, leaves a user already in that status untouched. */
    setStatus(userId: string, status: UserRow['status']): void {
      db.run('UPDATE users SET status = ? WHERE user_id = ? AND status IS NOT ?', [
        status,
        userId,
        status,
      ]);
    },
    updateProfile(
      userId: string,
      fields: Partial<
        Pick<
          UserRow,
          'first_name' | 'middle_name' | 'last_name' | 'untrusted_metadata' | 'trusted_metadata'
        >
      >,
    ): void {
      for (const [column, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        db.run(`UPDATE users SET ${column} = ? WHERE user_id = ?`, [value, userId]);
      }
    },
    setPassword(userId: string, passwordId: string, hash: string): void {
      db.run(
        `UPDATE users SET password_id = ?, password_hash = ?, password_requires_reset = 0,
          failed_password_attempts = 0, locked_until = 0 WHERE user_id = ?`,
        [passwordId, hash, userId],
      );
    },
    requirePasswordReset(userId: string): void {
      db.run('UPDATE users SET password_requires_reset = 1 WHERE user_id = ?', [userId]);
    },
    /** Counts a wrong password; locks the user once `limit` is reached. */
    failPassword(userId: string, limit: number, lockUntil: number): number {
      db.run(
        'UPDATE users SET failed_password_attempts = failed_password_attempts + 1 WHERE user_id = ?',
        [userId],
      );
      db.run(
        'UPDATE users SET locked_until = ?, failed_password_attempts = 0 WHERE user_id = ? AND failed_password_attempts >= ?',
        [lockUntil, userId, limit],
      );
      return (
        db.get<{ n: number }>('SELECT failed_password_attempts AS n FROM users WHERE user_id = ?', [
          userId,
        ])?.n ?? 0
      );
    },
    clearPasswordFailures(userId: string): void {
      db.run(
        'UPDATE users SET failed_password_attempts = 0 WHERE user_id = ? AND failed_password_attempts != 0',
        [userId],
      );
    },
    remove(userId: string): void {
      db.run('DELETE FROM users WHERE user_id = ?', [userId]);
    },

    emailByAddress: emails.byValue,
    emailById: emails.byId,
    insertEmail: emails.insert,
    verifyEmail: emails.verify,
    deleteEmail: emails.remove,

    phoneByNumber: phones.byValue,
    phoneById: phones.byId,
    insertPhone: phones.insert,
    verifyPhone: phones.verify,
    deletePhone: phones.remove,
  };
}

export type UserQueries = ReturnType<typeof userQueries>;
