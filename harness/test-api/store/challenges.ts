import type { Db } from './db';
import type { ChallengeRow } from './types';

// Server-issued challenges (WebAuthn ceremonies, wallet messages): each is usable once.

export function challengeQueries(db: Db) {
  return {
    insert(row: Omit<ChallengeRow, 'used_at'>): void {
      db.run(
        `INSERT INTO challenges (challenge_id, project_id, kind, subject, challenge, user_id,
          created_at, expires_at, used_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
        [
          row.challenge_id,
          row.project_id,
          row.kind,
          row.subject,
          row.challenge,
          row.user_id,
          row.created_at,
          row.expires_at,
          row.data,
        ],
      );
    },
    /**
     * The unused challenge of a kind for a subject issued last, by insertion order rather than
     * `created_at`: the clock may have been set back between two starts.
     */
    latestFor(projectId: string, kind: string, subject: string): ChallengeRow | null {
      return db.get<ChallengeRow>(
        `SELECT * FROM challenges WHERE project_id = ? AND kind = ? AND subject = ?
          AND used_at IS NULL ORDER BY rowid DESC LIMIT 1`,
        [projectId, kind, subject],
      );
    },
    byValue(projectId: string, kind: string, challenge: string): ChallengeRow | null {
      return db.get<ChallengeRow>(
        'SELECT * FROM challenges WHERE project_id = ? AND kind = ? AND challenge = ?',
        [projectId, kind, challenge],
      );
    },
    /** For browser form posts that carry no public token: the random value names the row. */
    byValueAnyProject(kind: string, challenge: string): ChallengeRow | null {
      return db.get<ChallengeRow>('SELECT * FROM challenges WHERE kind = ? AND challenge = ?', [
        kind,
        challenge,
      ]);
    },
    consume(challengeId: string, now: number): boolean {
      return (
        db.run('UPDATE challenges SET used_at = ? WHERE challenge_id = ? AND used_at IS NULL', [
          now,
          challengeId,
        ]) === 1
      );
    },
  };
}

export type ChallengeQueries = ReturnType<typeof challengeQueries>;
