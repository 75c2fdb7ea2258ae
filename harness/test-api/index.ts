// Public entry of the local Stytch test API (see README "The local test API").
export { createTestApi, type TestApi } from './app';
export type { Clock } from './clock';
export { ApiError, type ErrorBody } from './errors';
export { DEFAULT_ALLOWED_ORIGINS } from './http/cors';
export { defaultDbPath, type TestApiOptions } from './options';
export type { OutboxMessage } from './outbox';
export {
  createTestApiClient,
  lastCode,
  type OutboxQuery,
  readOutbox,
  type TestApiClient,
  TestApiError,
  waitForMessage,
} from './outbox-client';
export {
  DEFAULT_SETTINGS,
  type ProjectSettings,
  projectIdFor,
  type SettingsFile,
} from './projects';
export {
  DEFAULT_PORT,
  formatReadyLine,
  type RunningTestApi,
  type StartOptions,
  startTestApi,
} from './server';
export type { Store } from './store';
