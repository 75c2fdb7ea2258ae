import { describe, expect, it } from 'vitest';
import {
  isTestToken,
  publicTokenKind,
  publicTokenProblem,
  SECRET_KEY_MESSAGE,
} from './public-token';

describe('publicTokenProblem', () => {
  it('accepts test and live tokens with an id', () => {
    expect(publicTokenProblem('public-token-test-6c1d0e2f')).toBeNull();
    expect(publicTokenProblem('public-token-live-6c1d0e2f')).toBeNull();
  });

  it("refuses a missing id, a space and an unknown environment, in the product's words", () => {
    for (const token of [
      'public-token-test-',
      'public-token-test-ab cd',
      'public-token-prod-abc',
    ]) {
      expect(publicTokenProblem(token)).toBe(`Expected "public-token-...", got ${token}.`);
    }
    expect(publicTokenProblem('')).toBe('Expected "public-token-...", got an empty string.');
    expect(publicTokenProblem(42)).toBe(
      'Public token is malformed. Expected a string, got number.',
    );
    expect(publicTokenProblem(null)).toBe(
      'Public token is malformed. Expected a string, got null.',
    );
  });

  it('refuses a secret key without repeating it', () => {
    for (const secret of [
      'secret-test-Zm9vYmFyYmF6cXV4',
      ' secret-live-abcDEF123456',
      'SECRET-TEST-x',
    ]) {
      const problem = publicTokenProblem(secret);
      expect(problem).toBe(SECRET_KEY_MESSAGE);
      expect(problem).toMatch(/^this is a secret key: never put it in a page/);
      expect(problem).not.toContain(secret.trim());
    }
  });

  it('names the environment of a well-formed token only', () => {
    expect(publicTokenKind('public-token-live-x')).toBe('live');
    expect(publicTokenKind('public-token-test-x')).toBe('test');
    expect(publicTokenKind('public-token-test-')).toBeNull();
    expect(isTestToken('xpublic-token-test-x')).toBe(false);
  });
});
