import type { ApiHealth } from './state-line';

// Is the test API there? Its index route (`/`) answers any GET. A CORS-refused answer (the
// extension's origin not allowed) throws like a stopped server, so a second, opaque (no-cors)
// request tells the two apart: it succeeds whenever something answers.

const TIMEOUT_MS = 2500;

export async function checkTestApi(apiUrl: string): Promise<ApiHealth> {
  let index: URL;
  try {
    index = new URL('/', apiUrl);
  } catch {
    return 'down';
  }
  try {
    await fetch(index, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
    return 'answering';
  } catch {
    try {
      await fetch(index, {
        mode: 'no-cors',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        cache: 'no-store',
      });
      return 'refusing';
    } catch {
      return 'down';
    }
  }
}
