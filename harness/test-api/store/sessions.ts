import type { Db } from './db';
import type { SessionRow } from './types';

export function sessionQueries(db: Db) {
  return {
    insert(row: SessionRow): void {
      db.run(
        `INSERT INTO sessions (session_id, project_id, user_id, token_hash, started_at,
          last_accessed_at, expires_at, factors, ip_address, user_agent)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          row.session_id,
          row.project_id,
          row.user_id,
          row.token_hash,
          row.started_at,
          row.last_accessed_at,
          row.expires_at,
          row.factors,
          row.ip_address,
          row.user_agent,
        ],
      );
    },
    byTokenHash(projectId: string, tokenHash: string): SessionRow | null {
      return db.get<SessionRow>('SELECT * FROM sessions WHERE project_id = ? AND token_hash = ?', [
        projectId,
        tokenHash,
      ]);
    },
    byId(sessionId: string): SessionRow | null {
      return db.get<SessionRow>('SELECT * FROM sessions WHERE session_id = ?', [sessionId]);
    },
    touch(sessionId: string, lastAccessedAt: number, expiresAt: number, factors: string): void {
      db.run(
        'UPDATE sessions SET last_accessed_at = ?, expires_at = ?, factors = ? WHERE session_id = ?',
        [lastAccessedAt, expiresAt, factors, sessionId],
      );
    },
    remove(sessionId: string): void {
      db.run('DELETE FROM sessions WHERE session_id = ?', [sessionId]);
    },
    removeForUser(userId: string, exceptSessionId: string | null): void {
      db.run('DELETE FROM sessions WHERE user_id = ? AND session_id IS NOT ?', [
        userId,
        exceptSessionId,
      ]);
    },
  };
}

export type SessionQueries = ReturnType<typeof sessionQueries>;
