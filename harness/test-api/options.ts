import { resolve } from 'node:path';
import type { ProjectSettings } from './projects';

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
  /** Largest accepted request body in bytes. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Called for unexpected (non-API) errors; default writes to stderr. */
  onInternalError?: (error: unknown) => void;
}

export const defaultDbPath = (cwd = process.cwd()): string =>
  resolve(cwd, '.stytch-widget', 'test-api.sqlite');
