import { PUBLIC_TOKEN_PREFIX } from './constants';

/** The spec's public-token messages (section 5), or null for a well-formed token. */
export function publicTokenProblem(token: unknown): string | null {
  if (typeof token !== 'string') {
    return `Public token is malformed. Expected a string, got ${token === null ? 'null' : typeof token}.`;
  }
  if (token === '') return 'Expected "public-token-...", got an empty string.';
  if (!token.startsWith(PUBLIC_TOKEN_PREFIX)) return `Expected "public-token-...", got ${token}.`;
  return null;
}

export function isTestToken(token: string): boolean {
  return token.includes('public-token-test');
}
