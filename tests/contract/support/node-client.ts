import { Client, type StytchError } from 'stytch';

// The official Node client pointed at a test API, as a customer's server configures it.

export interface ProjectInfo {
  project_id: string;
  secret: string;
  public_token: string;
  settings: Record<string, unknown>;
}

/** GET /__emulator/projects/<public_token>: the values to give the Node client. */
export async function projectInfo(apiUrl: string, publicToken: string): Promise<ProjectInfo> {
  const res = await fetch(`${apiUrl}/__emulator/projects/${encodeURIComponent(publicToken)}`);
  if (!res.ok) throw new Error(`project lookup answered ${res.status}`);
  return (await res.json()) as ProjectInfo;
}

/**
 * `env` (not `custom_base_url`, which the client refuses without https). The client warns once
 * per construction about a custom env; that expected warning is kept out of the test output.
 */
export function nodeClient(apiUrl: string, credentials: { project_id: string; secret: string }) {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return new Client({ ...credentials, env: `${apiUrl}/` });
  } finally {
    console.warn = warn;
  }
}

/** The provider's error JSON a rejected client call carries. */
export async function stytchError(call: Promise<unknown>): Promise<StytchError> {
  try {
    await call;
  } catch (error) {
    if (error && typeof error === 'object' && 'error_type' in error) return error as StytchError;
    throw error;
  }
  throw new Error('the call succeeded; an error was expected');
}
