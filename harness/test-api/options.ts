import { resolve } from 'node:path';
import type { PasswordHashCost } from './cryptography/password-hash';
import type { ProjectSettings } from './projects';
import type { SeedData } from './seed/types';

export interface TestApiOptions {
  /** SQLite file path, or ':memory:'. Default: `.stytch-widget/test-api.sqlite` under the cwd. */
  db?: string;
  /** JSON settings file: shared settings at the top level, per-token overrides in `projects`. */
  settingsFile?: string;
  /** Settings for every project (applied over the file's shared settings). */
  settings?: Partial<ProjectSettings>;
  /** Per public token overrides (applied last). */
  projects?: Record<string, Partial<ProjectSettings>>;
  /** Origins answered with CORS; `*` matches within a segment. Default localhost/127.0.0.1 on any port. */
  allowedOrigins?: string[];
  /**
   * Host names answered besides loopback (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`);
   * any other `Host` gets 403, so a page cannot read the outbox through DNS rebinding.
   * `.example.com` allows the name and its subdomains.
   */
  allowedHosts?: string[];
  /**
   * Users to add at start (`--seed`): a JSON file in the seed format (see README). Users whose
   * email, phone, wallet or id is already in the store are left out, so the same file can be
   * given to a store that already holds it. Applied by `startTestApi` (it hashes passwords).
   */
  seedFile?: string;
  /** The same as `seedFile`, given as data. */
  seed?: SeedData;
  /**
   * scrypt cost of the password hashes it writes: `test` (default, about as cheap as an email
   * login) or `production` (a real service's cost). Hashes of either cost always verify.
   */
  passwordHashCost?: PasswordHashCost;
  /** Largest accepted request body in bytes. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Called for unexpected (non-API) errors; default writes to stderr. */
  onInternalError?: (error: unknown) => void;
}

export const defaultDbPath = (cwd = process.cwd()): string =>
  resolve(cwd, '.stytch-widget', 'test-api.sqlite');
