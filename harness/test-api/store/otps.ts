import type { Db } from './db';
import type { OtpRow, OtpState } from './types';

export function otpQueries(db: Db) {
  return {
    /** Stores a new code and retires any older live code for the same method. */
    issue(row: Omit<OtpRow, 'attempts' | 'state'>): void {
      db.run(
        "UPDATE otp_codes SET state = 'superseded' WHERE project_id = ? AND method_id = ? AND state = 'live'",
        [row.project_id, row.method_id],
      );
      db.run(
        `INSERT INTO otp_codes (otp_id, project_id, method_id, user_id, channel, destination,
          code_hash, created_at, expires_at, attempts, state)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'live')`,
        [
          row.otp_id,
          row.project_id,
          row.method_id,
          row.user_id,
          row.channel,
          row.destination,
          row.code_hash,
          row.created_at,
          row.expires_at,
        ],
      );
    },
    /**
     * The code issued last, by insertion order rather than `created_at`: the clock may have been
     * set back between two sends. The method index ends in the rowid, so no sort is needed.
     */
    latest(projectId: string, methodId: string): OtpRow | null {
      return db.get<OtpRow>(
        'SELECT * FROM otp_codes WHERE project_id = ? AND method_id = ? ORDER BY rowid DESC LIMIT 1',
        [projectId, methodId],
      );
    },
    /** Records one failed attempt; returns the new count. */
    fail(otpId: string, attempts: number, state: OtpState): void {
      db.run('UPDATE otp_codes SET attempts = ?, state = ? WHERE otp_id = ?', [
        attempts,
        state,
        otpId,
      ]);
    },
    /** Marks a live code used; false when another request used it first. */
    consume(otpId: string): boolean {
      return (
        db.run("UPDATE otp_codes SET state = 'used' WHERE otp_id = ? AND state = 'live'", [
          otpId,
        ]) === 1
      );
    },
  };
}

export type OtpQueries = ReturnType<typeof otpQueries>;
