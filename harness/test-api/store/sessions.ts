import type { Db } from './db';
import type { SessionRow } from './types';

export function sessionQueries(db: Db) {
  return {
    insert(row: SessionRow): void {
      db.run(
        `INSERT INTO sessions (session_id, project_id, user_id, token_hash, started_at,
          last_accessed_at, expires_at, factors, ip_address, user_agent, token, custom_claims)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
          row.token,
          row.custom_claims,
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
    /** The session only if it belongs to the project: ids never reach across projects. */
    inProject(projectId: string, sessionId: string): SessionRow | null {
      return db.get<SessionRow>('SELECT * FROM sessions WHERE project_id = ? AND session_id = ?', [
        projectId,
        sessionId,
      ]);
    },
    /** A user's sessions that end after `now`, oldest first. */
    liveForUser(projectId: string, userId: string, now: number): SessionRow[] {
      return db.all<SessionRow>(
        `SELECT * FROM sessions WHERE project_id = ? AND user_id = ? AND expires_at > ?
         ORDER BY started_at, rowid`,
        [projectId, userId, now],
      );
    },
    setCustomClaims(sessionId: string, claims: string): void {
      db.run('UPDATE sessions SET custom_claims = ? WHERE session_id = ?', [claims, sessionId]);
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
