import type { Db } from './db';
import type { TokenKind, TokenRow } from './types';

// Single-use link tokens (magic links, password resets, OAuth callbacks), stored hashed.

export function tokenQueries(db: Db) {
  return {
    insert(row: Omit<TokenRow, 'used_at'>): void {
      db.run(
        `INSERT INTO tokens (token_hash, project_id, kind, user_id, method_id, created_at,
          expires_at, used_at, code_challenge, data) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
        [
          row.token_hash,
          row.project_id,
          row.kind,
          row.user_id,
          row.method_id,
          row.created_at,
          row.expires_at,
          row.code_challenge,
          row.data,
        ],
      );
    },
    find(projectId: string, kind: TokenKind, tokenHash: string): TokenRow | null {
      return db.get<TokenRow>(
        'SELECT * FROM tokens WHERE project_id = ? AND kind = ? AND token_hash = ?',
        [projectId, kind, tokenHash],
      );
    },
    /** Marks a token used; false when another request used it first. */
    consume(tokenHash: string, now: number): boolean {
      return (
        db.run('UPDATE tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [
          now,
          tokenHash,
        ]) === 1
      );
    },
  };
}

export type TokenQueries = ReturnType<typeof tokenQueries>;
