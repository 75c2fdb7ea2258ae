import { describe, expect, it } from 'vitest';
import { describeCall, isGap, UnansweredProviderCallError } from './provider-call';

describe('isGap', () => {
  it('is a route the test API lacks, a method it does not serve, or not implemented', () => {
    expect(isGap(404, 'route_not_found')).toBe(true);
    expect(isGap(404, undefined)).toBe(true);
    expect(isGap(405, 'method_not_allowed')).toBe(true);
    expect(isGap(501, 'anything')).toBe(true);
    expect(isGap(502, 'test_api_unreachable')).toBe(true);
  });

  it('is not the API answering no (a wrong code, a user it does not know)', () => {
    expect(isGap(401, 'otp_code_not_found')).toBe(false);
    expect(isGap(404, 'user_not_found')).toBe(false);
    expect(isGap(400, 'invalid_email')).toBe(false);
    expect(isGap(200, undefined)).toBe(false);
  });
});

describe('unanswered calls', () => {
  const call = {
    method: 'POST',
    host: 'test.stytch.com',
    path: '/sdk/v1/nope',
    status: 404,
    error: 'No route for POST /sdk/v1/nope.',
  };

  it('name the method and path', () => {
    expect(new UnansweredProviderCallError(call).message).toBe(
      'The test API does not answer POST /sdk/v1/nope (the page called https://test.stytch.com/sdk/v1/nope; test API answered 404: No route for POST /sdk/v1/nope.).',
    );
    expect(describeCall(call)).toBe(
      'POST test.stytch.com/sdk/v1/nope: 404 (No route for POST /sdk/v1/nope.)',
    );
  });
});
