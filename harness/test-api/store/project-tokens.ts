import type { Db } from './db';

/** Which public token each project id belongs to (project ids are one-way hashes of it). */
export function projectTokenQueries(db: Db) {
  return {
    remember(projectId: string, publicToken: string): void {
      db.run('INSERT OR IGNORE INTO project_tokens (project_id, public_token) VALUES (?, ?)', [
        projectId,
        publicToken,
      ]);
    },
    publicTokenOf(projectId: string): string | null {
      return (
        db.get<{ public_token: string }>(
          'SELECT public_token FROM project_tokens WHERE project_id = ?',
          [projectId],
        )?.public_token ?? null
      );
    },
  };
}

export type ProjectTokenQueries = ReturnType<typeof projectTokenQueries>;
