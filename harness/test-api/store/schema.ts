import type { Db } from './db';

// Bumped whenever a table changes. An older file is rebuilt from scratch: the store only
// ever holds test data, so a migration framework would be dead weight.
export const SCHEMA_VERSION = 8;

const TABLES = `
CREATE TABLE signing_keys (
  project_id TEXT PRIMARY KEY,
  kid TEXT NOT NULL,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE project_tokens (
  project_id TEXT PRIMARY KEY,
  public_token TEXT NOT NULL
);
CREATE TABLE users (
  user_id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  middle_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  trusted_metadata TEXT NOT NULL DEFAULT '{}',
  untrusted_metadata TEXT NOT NULL DEFAULT '{}',
  password_id TEXT,
  password_hash TEXT,
  password_requires_reset INTEGER NOT NULL DEFAULT 0,
  failed_password_attempts INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX users_project ON users(project_id);
CREATE TABLE emails (
  email_id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  verified INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (project_id, email)
);
CREATE TABLE phone_numbers (
  phone_id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  phone_number TEXT NOT NULL,
  verified INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (project_id, phone_number)
);
CREATE TABLE sessions (
  session_id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  started_at INTEGER NOT NULL,
  last_accessed_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  factors TEXT NOT NULL DEFAULT '[]',
  ip_address TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  token TEXT NOT NULL DEFAULT '',
  custom_claims TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX sessions_user ON sessions(project_id, user_id);
CREATE TABLE otp_codes (
  otp_id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  method_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  destination TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL
);
CREATE INDEX otp_codes_method ON otp_codes(project_id, method_id);
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  user_id TEXT REFERENCES users(user_id) ON DELETE CASCADE,
  method_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  code_challenge TEXT,
  data TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE webauthn_registrations (
  webauthn_registration_id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL,
  public_key TEXT NOT NULL,
  sign_count INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  domain TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  authenticator_type TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  verified INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  UNIQUE (project_id, credential_id)
);
CREATE TABLE challenges (
  challenge_id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  challenge TEXT NOT NULL,
  user_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  data TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX challenges_subject ON challenges(project_id, kind, subject);
CREATE INDEX challenges_value ON challenges(challenge);
CREATE TABLE crypto_wallets (
  crypto_wallet_id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  crypto_wallet_address TEXT NOT NULL,
  crypto_wallet_type TEXT NOT NULL,
  verified INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  UNIQUE (project_id, crypto_wallet_type, crypto_wallet_address)
);
CREATE TABLE oauth_providers (
  oauth_user_registration_id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  provider_type TEXT NOT NULL,
  provider_subject TEXT NOT NULL,
  profile_picture_url TEXT NOT NULL DEFAULT '',
  scopes TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  UNIQUE (project_id, provider_type, provider_subject)
);
CREATE TABLE outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  project_id TEXT NOT NULL,
  channel TEXT NOT NULL,
  to_address TEXT NOT NULL,
  kind TEXT NOT NULL,
  code TEXT,
  link TEXT,
  login_link TEXT,
  token TEXT,
  subject TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  sent_at INTEGER NOT NULL
);
CREATE INDEX outbox_to ON outbox(to_address COLLATE NOCASE);
CREATE TABLE events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  event_name TEXT NOT NULL,
  payload TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
`;

/**
 * Indexes on the user a row belongs to: reading a user's emails, phones and factors, and the
 * cascade when a user is deleted, would otherwise scan the whole table (0.09 ms per read at
 * 2,000 users, growing with every user). `IF NOT EXISTS` so files of this schema version made
 * before these indexes get them too, keeping their data.
 */
const INDEXES = `
CREATE INDEX IF NOT EXISTS emails_user ON emails(user_id);
CREATE INDEX IF NOT EXISTS phone_numbers_user ON phone_numbers(user_id);
CREATE INDEX IF NOT EXISTS sessions_user_only ON sessions(user_id);
CREATE INDEX IF NOT EXISTS otp_codes_user ON otp_codes(user_id);
CREATE INDEX IF NOT EXISTS tokens_user ON tokens(user_id);
CREATE INDEX IF NOT EXISTS webauthn_registrations_user ON webauthn_registrations(user_id);
CREATE INDEX IF NOT EXISTS crypto_wallets_user ON crypto_wallets(user_id);
CREATE INDEX IF NOT EXISTS oauth_providers_user ON oauth_providers(user_id);
`;

/** Data tables emptied by `/__emulator/reset`. Signing keys survive, so JWKS caches in a
 * backend under test stay valid across resets. */
export const DATA_TABLES = [
  'outbox',
  'events',
  'challenges',
  'tokens',
  'otp_codes',
  'sessions',
  'webauthn_registrations',
  'crypto_wallets',
  'oauth_providers',
  'emails',
  'phone_numbers',
  'users',
] as const;

// `projects` was a table in schema versions before 6; dropped if still there. Like signing
// keys, `project_tokens` (which public token a project id belongs to) survives a reset.
const ALL_TABLES = ['projects', 'signing_keys', 'project_tokens', ...DATA_TABLES];

export function migrate(db: Db): void {
  const row = db.get<{ user_version: number }>('PRAGMA user_version');
  const version = row?.user_version ?? 0;
  if (version !== SCHEMA_VERSION) {
    db.exec('PRAGMA foreign_keys = OFF');
    for (const table of ALL_TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(TABLES);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    db.exec('PRAGMA foreign_keys = ON');
  }
  db.exec(INDEXES);
}
