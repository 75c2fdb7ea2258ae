import { createHash } from 'node:crypto';
import { readJsonFileSync } from '../shared/read-json-file';
import { UserError } from '../shared/user-error';
import { unauthorized } from './errors';
import { checkTestIdentities, type TestIdentity } from './test-identities';

/** Per-project settings. Every field has a documented default (see README). */
export interface ProjectSettings {
  projectName: string;
  /** Hides "Powered by Stytch" in the official prebuilt UI. */
  disableSdkWatermark: boolean;
  emailDomains: string[];
  /** Password strength policy: zxcvbn score ≥ 3, or LUDS. */
  passwordPolicy: 'zxcvbn' | 'luds';
  ludsMinimumCount: number;
  ludsComplexity: number;
  breachDetection: boolean;
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOauth: boolean;
  siweRequiredForCryptoWallets: boolean;
  /** Redirect URLs accepted for magic links, resets and OAuth; `*` matches within a segment. */
  allowedRedirectUrls: string[];
  /** Used when a call names no redirect URL; empty = the calling page's origin + "/". */
  defaultRedirectUrl: string;
  otpExpirationMinutes: number;
  /** Wrong codes allowed before a code is dead. */
  otpAttemptLimit: number;
  magicLinkExpirationMinutes: number;
  resetPasswordExpirationMinutes: number;
  defaultSessionDurationMinutes: number;
  /**
   * The Google OAuth client id of the project's Google provider, which One Tap's start answers;
   * empty = no Google client configured (One Tap fails with oauth_config_not_found).
   */
  googleClientId: string;
  /** The Google provider runs on Stytch's default client, which One Tap refuses. */
  googleUsesDefaultClient: boolean;
  /**
   * The kinds the allowed redirect URLs are registered for ("login", "signup"): One Tap's start
   * fails with no_login_redirect_urls_set or no_signup_redirect_urls_set without them.
   */
  redirectUrlTypes: string[];
  /**
   * Test only: a PEM public key. One Tap ID tokens signed with its private half (as the Google
   * stand-in signs them) are accepted in place of Google's; empty = One Tap logins are refused.
   */
  googleIdTokenTestKey: string;
  /**
   * Fixed logins for end-to-end tests: a code request for one of these sends nothing and its
   * `code` always verifies. Empty = every code is random and delivered to the outbox.
   */
  testIdentities: TestIdentity[];
}

export const DEFAULT_SETTINGS: ProjectSettings = {
  projectName: 'Stytch test API',
  disableSdkWatermark: true,
  emailDomains: ['stytch.com'],
  passwordPolicy: 'zxcvbn',
  ludsMinimumCount: 8,
  ludsComplexity: 3,
  breachDetection: true,
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOauth: false,
  siweRequiredForCryptoWallets: false,
  allowedRedirectUrls: ['http://localhost:*', 'http://127.0.0.1:*'],
  defaultRedirectUrl: '',
  otpExpirationMinutes: 5,
  otpAttemptLimit: 5,
  magicLinkExpirationMinutes: 30,
  resetPasswordExpirationMinutes: 30,
  defaultSessionDurationMinutes: 60,
  googleClientId: '',
  googleUsesDefaultClient: false,
  redirectUrlTypes: ['login', 'signup'],
  googleIdTokenTestKey: '',
  testIdentities: [],
};

/** One project's overrides; `secret` (its backend API secret) can only be set per project. */
export type ProjectOverrides = Partial<ProjectSettings> & { secret?: string };

/** The settings file: shared settings at the top level, overrides under `projects`. */
export interface SettingsFile extends Partial<ProjectSettings> {
  projects?: Record<string, ProjectOverrides>;
}

export interface Project {
  publicToken: string;
  projectId: string;
  /** The backend API secret (`Authorization: Basic project_id:secret`). */
  secret: string;
  settings: ProjectSettings;
}

/** Remembers which public token a project id belongs to, so lookups by id survive a restart. */
export interface ProjectMemory {
  remember(projectId: string, publicToken: string): void;
  publicTokenOf(projectId: string): string | null;
}

export interface ProjectRegistry {
  /** Resolves a public token, refusing anything but a `public-token-test-…` token. */
  resolve(publicToken: string | undefined): Project;
  /** A project seen since start, listed in the settings, or remembered from an earlier run. */
  byProjectId(projectId: string): Project | null;
  /** The projects the settings file or options list by token, in their order. */
  configured(): Project[];
  /** Applies checked settings to a project at once: the next request already sees them. */
  updateSettings(publicToken: string, patch: Partial<ProjectSettings>): Project;
  /** Puts back the settings the project started with (defaults, file, options). */
  restoreSettings(publicToken: string): Project;
}

const TEST_PREFIX = 'public-token-test-';

/** A stable project id per public token, so a restart keeps the same id and JWT issuer. */
export function projectIdFor(publicToken: string): string {
  const hex = createHash('sha256').update(publicToken).digest('hex');
  return `project-test-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The default backend secret: derived from the project id, so it is the same after a restart
 * and a server's configuration keeps working. Not a secret at all, which suits a test API.
 */
export function secretFor(projectId: string): string {
  const hex = createHash('sha256').update(`backend-secret:${projectId}`).digest('hex');
  return `secret-test-${Buffer.from(hex.slice(0, 32), 'hex').toString('base64url')}`;
}

const SECRET_PATTERN = /^secret-test-[A-Za-z0-9_=-]{8,200}$/;

export function assertTestToken(publicToken: string | undefined): string {
  if (!publicToken) {
    throw unauthorized('A public token is required (Authorization: Basic public_token:secret).');
  }
  if (publicToken.startsWith('public-token-live-')) {
    throw unauthorized(
      'This is the local Stytch test API: live public tokens (public-token-live-…) are refused. Use a public-token-test-… token.',
      'invalid_public_token',
    );
  }
  if (!publicToken.startsWith(TEST_PREFIX) || publicToken.length <= TEST_PREFIX.length) {
    throw unauthorized(
      `The public token must start with "${TEST_PREFIX}" (got "${publicToken.slice(0, 40)}").`,
      'invalid_public_token',
    );
  }
  if (publicToken.length > 200 || !/^[A-Za-z0-9_-]+$/.test(publicToken)) {
    throw unauthorized(
      'The public token may only contain letters, digits, "-" and "_".',
      'invalid_public_token',
    );
  }
  return publicToken;
}

const KEYS = new Set(Object.keys(DEFAULT_SETTINGS));

/** Settings whose shape the type of their default cannot describe. */
const CUSTOM_CHECKS: Partial<
  Record<keyof ProjectSettings, (value: unknown, where: string) => unknown>
> = {
  testIdentities: checkTestIdentities,
};

/** Checks a partial settings object, naming any unknown key or wrong type. */
export function checkSettings(input: unknown, where: string): Partial<ProjectSettings> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new Error(`${where}: settings must be a JSON object`);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'projects') continue;
    if (!KEYS.has(key)) throw new Error(`${where}: unknown setting "${key}"`);
    const custom = CUSTOM_CHECKS[key as keyof ProjectSettings];
    if (custom) {
      out[key] = custom(value, where);
      continue;
    }
    const expected = DEFAULT_SETTINGS[key as keyof ProjectSettings];
    const ok = Array.isArray(expected)
      ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : typeof value === typeof expected;
    if (!ok) throw new Error(`${where}: setting "${key}" must be ${describe(expected)}`);
    out[key] = value;
  }
  const policy = out.passwordPolicy;
  if (policy !== undefined && policy !== 'zxcvbn' && policy !== 'luds') {
    throw new Error(`${where}: setting "passwordPolicy" must be "zxcvbn" or "luds"`);
  }
  return out as Partial<ProjectSettings>;
}

const describe = (value: unknown): string =>
  Array.isArray(value) ? 'an array of strings' : `a ${typeof value}`;

export function loadSettingsFile(path: string): SettingsFile {
  const parsed = readJsonFileSync(path, { missingFix: 'check the --settings path' });
  try {
    return checkSettingsFile(parsed, path);
  } catch (error) {
    // A wrong value in the file: the person's to fix, named with its place in the file.
    if (error instanceof Error && !(error instanceof UserError)) {
      throw new UserError(error.message, { kind: 'input', cause: error });
    }
    throw error;
  }
}

function checkSettingsFile(parsed: unknown, path: string): SettingsFile {
  const shared = checkSettings(parsed, path);
  const projects: Record<string, ProjectOverrides> = {};
  const raw = (parsed as { projects?: unknown }).projects;
  if (raw !== undefined) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new Error(`${path}: "projects" must map public tokens to settings`);
    }
    for (const [token, value] of Object.entries(raw)) {
      const where = `${path} projects["${token}"]`;
      const { secret, ...settings } = (value ?? {}) as { secret?: unknown };
      projects[token] = checkSettings(settings, where);
      if (secret !== undefined) projects[token].secret = checkSecret(secret, where);
    }
  }
  return { ...shared, projects };
}

function checkSecret(value: unknown, where: string): string {
  if (typeof value !== 'string' || !SECRET_PATTERN.test(value)) {
    throw new Error(
      `${where}: "secret" must be "secret-test-" followed by 8 to 200 letters, digits, "-", "_" or "="`,
    );
  }
  return value;
}

export function createProjectRegistry(
  file: SettingsFile = {},
  memory?: ProjectMemory,
): ProjectRegistry {
  const { projects: overrides = {}, ...shared } = file;
  if ('secret' in shared) throw new Error('"secret" can only be set per project, under "projects"');
  const cache = new Map<string, Project>();
  const byId = new Map<string, Project>();
  const registry: ProjectRegistry = {
    resolve(publicToken) {
      const token = assertTestToken(publicToken);
      let project = cache.get(token);
      if (!project) {
        const { secret, ...own } = overrides[token] ?? {};
        const settings = { ...DEFAULT_SETTINGS, ...shared, ...own };
        const projectId = projectIdFor(token);
        project = {
          publicToken: token,
          projectId,
          secret: secret ?? secretFor(projectId),
          settings,
        };
        cache.set(token, project);
        byId.set(project.projectId, project);
        memory?.remember(projectId, token);
      }
      return project;
    },
    byProjectId(projectId) {
      const known = byId.get(projectId);
      if (known) return known;
      const token = memory?.publicTokenOf(projectId);
      return token ? registry.resolve(token) : null;
    },
    configured: () => Object.keys(overrides).map((token) => registry.resolve(token)),
    updateSettings(publicToken, patch) {
      const project = registry.resolve(publicToken);
      // A new object: a request already running keeps the settings it started with.
      project.settings = { ...project.settings, ...patch };
      return project;
    },
    restoreSettings(publicToken) {
      const project = registry.resolve(publicToken);
      const { secret: _secret, ...own } = overrides[project.publicToken] ?? {};
      project.settings = { ...DEFAULT_SETTINGS, ...shared, ...own };
      return project;
    },
  };
  // Listed projects answer by project id from the start (a backend call may come first).
  for (const token of Object.keys(overrides)) registry.resolve(token);
  return registry;
}
