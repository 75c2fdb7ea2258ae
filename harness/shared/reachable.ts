import { UserError } from './user-error';

/** Why a fetch failed, in the words that help (ECONNREFUSED, ENOTFOUND, a timeout). */
function failureReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Checks that a site answers (any HTTP status will do) before a run is built around it, so a
 * site that is not started yet is one line naming it rather than every page failing later.
 */
export async function checkReachable(
  url: string,
  what: string,
  options: { timeoutMs?: number; fix?: string } = {},
): Promise<void> {
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
  } catch (error) {
    throw new UserError(`${what} ${url} does not answer (${failureReason(error)}).`, {
      kind: 'refused',
      fix: options.fix ?? 'Start it first (or check the address), then run this again.',
      cause: error,
    });
  }
}
