import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { objectBody, optionalInteger, readEmail, requiredString } from './validate';

const errorOf = (fn: () => unknown): ApiError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
};

describe('field readers', () => {
  it('accepts an absent body as {} and refuses arrays and scalars', () => {
    expect(objectBody(undefined)).toEqual({});
    expect(errorOf(() => objectBody([1])).status).toBe(400);
    expect(errorOf(() => objectBody('x')).message).toMatch(/JSON object/);
  });

  it('names the field that is missing or mistyped', () => {
    expect(errorOf(() => requiredString({}, 'token')).message).toBe('token is required.');
    expect(errorOf(() => requiredString({ token: 1 }, 'token')).message).toBe(
      'token must be a string.',
    );
    expect(errorOf(() => optionalInteger({ n: 1.5 }, 'n', { min: 1, max: 2 })).message).toMatch(
      /integer/,
    );
    expect(errorOf(() => optionalInteger({ n: 9 }, 'n', { min: 1, max: 2 })).message).toMatch(
      /between 1 and 2/,
    );
  });

  it('normalises emails and rejects malformed ones with invalid_email', () => {
    expect(readEmail({ email: '  Ada@Example.COM ' })).toBe('ada@example.com');
    for (const bad of ['a', 'a@b', 'a b@c.d', '@c.de', 'a@-c.de', `${'x'.repeat(250)}@e.com`]) {
      expect(errorOf(() => readEmail({ email: bad })).errorType).toBe('invalid_email');
    }
  });
});
