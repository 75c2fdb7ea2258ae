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

export function userQueries(db: Db) {
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
    setStatus(userId: string, status: UserRow['status']): void {
      db.run('UPDATE users SET status = ? WHERE user_id = ?', [status, userId]);
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
      db.run('UPDATE users SET failed_password_attempts = 0 WHERE user_id = ?', [userId]);
    },
    remove(userId: string): void {
      db.run('DELETE FROM users WHERE user_id = ?', [userId]);
    },

    emailByAddress(projectId: string, email: string): EmailRow | null {
      return db.get<EmailRow>('SELECT * FROM emails WHERE project_id = ? AND email = ?', [
        projectId,
        email,
      ]);
    },
    emailById(projectId: string, emailId: string): EmailRow | null {
      return db.get<EmailRow>('SELECT * FROM emails WHERE project_id = ? AND email_id = ?', [
        projectId,
        emailId,
      ]);
    },
    insertEmail(row: Omit<EmailRow, 'verified'>): void {
      db.run(
        'INSERT INTO emails (email_id, project_id, user_id, email, verified, created_at) VALUES (?, ?, ?, ?, 0, ?)',
        [row.email_id, row.project_id, row.user_id, row.email, row.created_at],
      );
    },
    verifyEmail(emailId: string): void {
      db.run('UPDATE emails SET verified = 1 WHERE email_id = ?', [emailId]);
    },
    deleteEmail(emailId: string): void {
      db.run('DELETE FROM emails WHERE email_id = ?', [emailId]);
    },

    phoneByNumber(projectId: string, phone: string): PhoneRow | null {
      return db.get<PhoneRow>(
        'SELECT * FROM phone_numbers WHERE project_id = ? AND phone_number = ?',
        [projectId, phone],
      );
    },
    phoneById(projectId: string, phoneId: string): PhoneRow | null {
      return db.get<PhoneRow>('SELECT * FROM phone_numbers WHERE project_id = ? AND phone_id = ?', [
        projectId,
        phoneId,
      ]);
    },
    insertPhone(row: Omit<PhoneRow, 'verified'>): void {
      db.run(
        'INSERT INTO phone_numbers (phone_id, project_id, user_id, phone_number, verified, created_at) VALUES (?, ?, ?, ?, 0, ?)',
        [row.phone_id, row.project_id, row.user_id, row.phone_number, row.created_at],
      );
    },
    verifyPhone(phoneId: string): void {
      db.run('UPDATE phone_numbers SET verified = 1 WHERE phone_id = ?', [phoneId]);
    },
    deletePhone(phoneId: string): void {
      db.run('DELETE FROM phone_numbers WHERE phone_id = ?', [phoneId]);
    },
  };
}

export type UserQueries = ReturnType<typeof userQueries>;
