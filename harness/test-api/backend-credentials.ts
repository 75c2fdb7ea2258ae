import { UserError } from '../shared/user-error';
import { ApiError } from './errors';
import { createProjectRegistry, loadSettingsFile } from './projects';

/** What a server's official `stytch` client needs for a test API project. */
export interface BackendCredentials {
  projectId: string;
  secret: string;
}

/**
 * The project id and secret a test API holds for `publicToken`, without starting one: both
 * follow from the token (and a settings file's `secret`), so every test API started with the
 * same settings holds the same values.
 */
export function backendCredentials(publicToken: string, settingsFile?: string): BackendCredentials {
  const registry = createProjectRegistry(settingsFile ? loadSettingsFile(settingsFile) : {});
  try {
    const project = registry.resolve(publicToken);
    return { projectId: project.projectId, secret: project.secret };
  } catch (error) {
    if (error instanceof ApiError) throw new UserError(error.message, { cause: error });
    throw error;
  }
}

/** The credentials as `.env` lines, under the names Stytch's own examples read. */
export function credentialEnvLines(credentials: BackendCredentials): string[] {
  return [`STYTCH_PROJECT_ID=${credentials.projectId}`, `STYTCH_SECRET=${credentials.secret}`];
}
