/** Why a fetch failed, in the words that help (ECONNREFUSED, ENOTFOUND, a timeout). */
export function failureReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}
