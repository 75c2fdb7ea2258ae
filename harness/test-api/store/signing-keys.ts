import type { Db } from './db';

export interface SigningKeyRow {
  project_id: string;
  kid: string;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
}

export function signingKeyQueries(db: Db) {
  return {
    signingKey(projectId: string): SigningKeyRow | null {
      return db.get<SigningKeyRow>('SELECT * FROM signing_keys WHERE project_id = ?', [projectId]);
    },
    /** Keeps the first key stored if two requests race to create one. */
    insertSigningKey(row: SigningKeyRow): void {
      db.run(
        'INSERT OR IGNORE INTO signing_keys (project_id, kid, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?, ?)',
        [row.project_id, row.kid, row.private_jwk, row.public_jwk, row.created_at],
      );
    },
  };
}

export type SigningKeyQueries = ReturnType<typeof signingKeyQueries>;
