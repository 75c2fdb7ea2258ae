import type { Db, SqlValue } from './db';
import type { OutboxRow } from './types';

export interface OutboxFilter {
  to?: string;
  channel?: string;
  kind?: string;
  projectId?: string;
}

export function outboxQueries(db: Db) {
  return {
    insert(row: Omit<OutboxRow, 'seq'>): void {
      db.run(
        `INSERT INTO outbox (id, project_id, channel, to_address, kind, code, link, login_link,
          token, subject, body, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          row.id,
          row.project_id,
          row.channel,
          row.to_address,
          row.kind,
          row.code,
          row.link,
          row.login_link,
          row.token,
          row.subject,
          row.body,
          row.sent_at,
        ],
      );
    },
    /** Oldest first. */
    list(filter: OutboxFilter = {}): OutboxRow[] {
      const where: string[] = [];
      const params: SqlValue[] = [];
      if (filter.to) {
        where.push('to_address = ? COLLATE NOCASE');
        params.push(filter.to);
      }
      if (filter.channel) {
        where.push('channel = ?');
        params.push(filter.channel);
      }
      if (filter.kind) {
        where.push('kind = ?');
        params.push(filter.kind);
      }
      if (filter.projectId) {
        where.push('project_id = ?');
        params.push(filter.projectId);
      }
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      return db.all<OutboxRow>(`SELECT * FROM outbox ${clause} ORDER BY seq`, params);
    },
  };
}

export type OutboxQueries = ReturnType<typeof outboxQueries>;
