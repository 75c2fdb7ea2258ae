import { TestApiError } from '../test-api/client';

/**
 * What the outbox says when it cannot read the test API, in words that lead to the fix: a
 * refused origin names the flag that allows it (the test API's own message), an unreachable
 * server asks whether one runs there, anything else quotes the test API.
 */
export function outboxProblem(apiUrl: string, error: unknown): string {
  if (error instanceof TestApiError) {
    if (error.errorType === 'origin_not_allowed') {
      return `The test API at ${apiUrl} refuses this page's origin. ${error.detail}`;
    }
    return `The test API at ${apiUrl} answered ${error.status} (${error.errorType}): ${error.detail}`;
  }
  // fetch() rejects with a TypeError when nothing answers (or CORS hides the answer).
  if (error instanceof TypeError) {
    return `Cannot reach the test API at ${apiUrl}. Is \`stytch-widget dev\` or \`stytch-widget test-api\` running there?`;
  }
  return `Cannot read the test API's outbox at ${apiUrl}: ${error instanceof Error ? error.message : String(error)}`;
}
