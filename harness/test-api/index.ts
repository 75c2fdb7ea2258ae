// Public entry of the local Stytch test API (see README "The local test API").
export { createTestApi, type TestApi } from './app';
export {
  type BackendCredentials,
  backendCredentials,
  credentialEnvLines,
} from './backend-credentials';
export * from './client';
export type { Clock } from './clock';
export { allowConfigRedirects, configRedirectUrls } from './config-redirect-urls';
export {
  hexStringToBytes,
  isHexString,
  randomAccount,
  signPersonalMessage,
} from './cryptography/ethereum';
export type { PasswordHashCost } from './cryptography/password-hash';
export { ApiError, type ErrorBody } from './errors';
export type { FaultSpec } from './faults/registry';
export { basicAuthHeader } from './http/auth';
export { DEFAULT_ALLOWED_ORIGINS } from './http/cors';
export { defaultDbPath, type TestApiOptions } from './options';
export type { OutboxMessage } from './outbox';
export {
  DEFAULT_SETTINGS,
  type Project,
  type ProjectSettings,
  projectIdFor,
  type SettingsFile,
} from './projects';
export type { SeedResult } from './seed/import';
export type { SeedUser } from './seed/types';
export {
  DEFAULT_PORT,
  formatReadyLine,
  type RunningTestApi,
  type StartOptions,
  startTestApi,
} from './server';
export type { Store } from './store';
