// The seed format: what `--seed <file>`, POST /__emulator/projects/<token>/seed and
// POST /__emulator/seed take, and what the exports give back.

export interface SeedEmail {
  email_id?: string;
  email: string;
  /** Default true: a seeded address is one the user already proved. */
  verified?: boolean;
}

export interface SeedPhone {
  phone_id?: string;
  phone_number: string;
  verified?: boolean;
}

export interface SeedWallet {
  crypto_wallet_id?: string;
  crypto_wallet_type: 'ethereum' | 'solana';
  crypto_wallet_address: string;
  verified?: boolean;
}

export interface SeedUser {
  /** Kept when given (an export read back), else a new id. */
  user_id?: string;
  status?: 'active' | 'pending';
  /** ISO 8601; default now. */
  created_at?: string;
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  trusted_metadata?: Record<string, unknown>;
  untrusted_metadata?: Record<string, unknown>;
  emails?: SeedEmail[];
  phone_numbers?: SeedPhone[];
  crypto_wallets?: SeedWallet[];
  /** Plain text, hashed on import (no strength check: these are existing accounts). */
  password?: string;
  /** An scrypt hash from an export, stored as is. */
  password_hash?: string;
  password_id?: string;
}

export interface SeedProject {
  users: SeedUser[];
}

/** Projects keyed by public token (`public-token-test-…`) or, in exports of projects this
 * process never saw by token, by project id (`project-test-…`). */
export interface SeedData {
  projects: Record<string, SeedProject>;
}
