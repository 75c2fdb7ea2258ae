import type { Db } from './db';
import type { EventRow } from './types';

export function eventQueries(db: Db) {
  return {
    insert(row: Omit<EventRow, 'seq'>): void {
      db.run(
        'INSERT INTO events (project_id, event_name, payload, received_at) VALUES (?, ?, ?, ?)',
        [row.project_id, row.event_name, row.payload, row.received_at],
      );
    },
    /** Oldest first, at most `limit` of the newest. */
    list(limit = 500): EventRow[] {
      return db.all<EventRow>('SELECT * FROM events ORDER BY seq DESC LIMIT ?', [limit]).reverse();
    },
  };
}

export type EventQueries = ReturnType<typeof eventQueries>;
