import { describe, expect, it } from 'vitest';
import { openDb } from './db';
import { createStore } from './index';
import { migrate } from './schema';

const USER_TABLES = [
  'emails',
  'phone_numbers',
  'sessions',
  'otp_codes',
  'tokens',
  'webauthn_registrations',
  'crypto_wallets',
  'oauth_providers',
];

const plan = (db: ReturnType<typeof openDb>, sql: string) =>
  db
    .all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ['u'])
    .map((row) => row.detail)
    .join('; ');

describe('schema', () => {
  it('finds the rows of a user through an index, not a table scan', () => {
    const store = createStore(':memory:');
    for (const table of USER_TABLES) {
      expect(plan(store.db, `SELECT * FROM ${table} WHERE user_id = ?`)).toMatch(
        new RegExp(`^SEARCH ${table} USING INDEX`),
      );
    }
    store.close();
  });

  it('adds the indexes to a file of the current version made without them, keeping its rows', () => {
    const db = openDb(':memory:');
    migrate(db);
    db.exec('DROP INDEX emails_user');
    db.run(
      "INSERT INTO users (user_id, project_id, status, created_at) VALUES ('u', 'p', 'active', 1)",
    );
    migrate(db);
    expect(plan(db, 'SELECT * FROM emails WHERE user_id = ?')).toMatch(/USING INDEX emails_user/);
    expect(db.get('SELECT user_id FROM users')).toEqual({ user_id: 'u' });
    db.close();
  });
});
