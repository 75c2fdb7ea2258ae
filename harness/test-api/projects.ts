import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { unauthorized } from './errors';

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
};

/** The settings file: shared settings at the top level, overrides under `projects`. */
export interface SettingsFile extends Partial<ProjectSettings> {
  projects?: Record<string, Partial<ProjectSettings>>;
}

export interface Project {
  publicToken: string;
  projectId: string;
  settings: ProjectSettings;
}

export interface ProjectRegistry {
  /** Resolves a public token, refusing anything but a `public-token-test-…` token. */
  resolve(publicToken: string | undefined): Project;
  byProjectId(projectId: string): Project | null;
}

const TEST_PREFIX = 'public-token-test-';

/** A stable project id per public token, so a restart keeps the same id and JWT issuer. */
export function projectIdFor(publicToken: string): string {
  const hex = createHash('sha256').update(publicToken).digest('hex');
  return `project-test-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

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

/** Checks a partial settings object, naming any unknown key or wrong type. */
export function checkSettings(input: unknown, where: string): Partial<ProjectSettings> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new Error(`${where}: settings must be a JSON object`);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'projects') continue;
    if (!KEYS.has(key)) throw new Error(`${where}: unknown setting "${key}"`);
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read settings file ${path}: ${(err as Error).message}`);
  }
  const shared = checkSettings(parsed, path);
  const projects: Record<string, Partial<ProjectSettings>> = {};
  const raw = (parsed as { projects?: unknown }).projects;
  if (raw !== undefined) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new Error(`${path}: "projects" must map public tokens to settings`);
    }
    for (const [token, value] of Object.entries(raw)) {
      projects[token] = checkSettings(value, `${path} projects["${token}"]`);
    }
  }
  return { ...shared, projects };
}

export function createProjectRegistry(file: SettingsFile = {}): ProjectRegistry {
  const { projects: overrides = {}, ...shared } = file;
  const cache = new Map<string, Project>();
  const byId = new Map<string, Project>();
  return {
    resolve(publicToken) {
      const token = assertTestToken(publicToken);
      let project = cache.get(token);
      if (!project) {
        const settings = { ...DEFAULT_SETTINGS, ...shared, ...overrides[token] };
        project = { publicToken: token, projectId: projectIdFor(token), settings };
        cache.set(token, project);
        byId.set(project.projectId, project);
      }
      return project;
    },
    byProjectId: (projectId) => byId.get(projectId) ?? null,
  };
}
