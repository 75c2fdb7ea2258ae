import { describe, expect, it } from 'vitest';
import { TestApiError } from '../test-api/client';
import { outboxProblem } from './outbox-problem';

const API = 'http://localhost:4010';

describe('outboxProblem', () => {
  it('names the fix for a refused origin in the test API’s own words', () => {
    const refused = new TestApiError(
      403,
      'origin_not_allowed',
      'GET /__emulator/outbox answered 403: …',
      'This test API refuses the origin chrome-extension://abc (origin_not_allowed): start it with --allow-origin chrome-extension://abc.',
    );
    const text = outboxProblem(API, refused);
    expect(text).toBe(
      "The test API at http://localhost:4010 refuses this page's origin. This test API refuses the origin chrome-extension://abc (origin_not_allowed): start it with --allow-origin chrome-extension://abc.",
    );
    expect(text).not.toContain('TestApiError');
  });

  it('asks whether a test API runs there when nothing answers', () => {
    expect(outboxProblem(API, new TypeError('Failed to fetch'))).toBe(
      'Cannot reach the test API at http://localhost:4010. Is `stytch-widget dev` or `stytch-widget test-api` running there?',
    );
  });

  it('quotes any other answer with its status and type', () => {
    const error = new TestApiError(500, 'internal', 'GET … answered 500: boom', 'boom');
    expect(outboxProblem(API, error)).toBe(
      'The test API at http://localhost:4010 answered 500 (internal): boom',
    );
  });
});
