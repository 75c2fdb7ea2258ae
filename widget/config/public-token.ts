import { PUBLIC_TOKEN_PREFIX } from './constants';

// A Stytch public token names its environment (test or live) and then an id. Anything else
// fails at the first API call with an error that does not name the token, so it is refused
// up front, in the product's exact messages, by the widget, `init`, `validate`, `doctor` and the
// JSON Schema.

/** The whole rule, as JSON Schema can carry it (no flags). */
export const PUBLIC_TOKEN_PATTERN = '^public-token-(?:test|live)-\\S+$';
const PUBLIC_TOKEN = new RegExp(PUBLIC_TOKEN_PATTERN);

export type PublicTokenKind = 'test' | 'live';

// A project's secret key (the backend's, `secret-test-…` / `secret-live-…`), pasted where the
// public token goes: refused without repeating it, so it never reaches a log.
const SECRET_KEY = /^\s*secret-(?:test|live)-/i;

export const SECRET_KEY_MESSAGE =
  'this is a secret key: never put it in a page. Use the public token (public-token-…) and rotate the secret';

/** Whether a value looks like a Stytch secret key (never to be printed or shipped). */
export function looksLikeSecretKey(value: unknown): boolean {
  return typeof value === 'string' && SECRET_KEY.test(value);
}

/** What is wrong with the public token, in the product's exact words; null when well-formed. */
export function publicTokenProblem(token: unknown): string | null {
  if (typeof token !== 'string') {
    return `Public token is malformed. Expected a string, got ${token === null ? 'null' : typeof token}.`;
  }
  if (token === '') return `Expected "${PUBLIC_TOKEN_PREFIX}...", got an empty string.`;
  if (looksLikeSecretKey(token)) return SECRET_KEY_MESSAGE;
  if (!PUBLIC_TOKEN.test(token)) return `Expected "${PUBLIC_TOKEN_PREFIX}...", got ${token}.`;
  return null;
}

/** Which Stytch environment a well-formed token belongs to; null for a malformed one. */
export function publicTokenKind(token: string): PublicTokenKind | null {
  if (!PUBLIC_TOKEN.test(token)) return null;
  return token.startsWith(`${PUBLIC_TOKEN_PREFIX}live-`) ? 'live' : 'test';
}

export function isTestToken(token: string): boolean {
  return publicTokenKind(token) === 'test';
}
