import { describe, expect, it } from 'vitest';
import { parseFaultFlag } from './fault-flag';

describe('parseFaultFlag', () => {
  it('takes a method, a path, a status and an optional error type', () => {
    expect(parseFaultFlag(' post /sdk/v1/otps/sms/* 400 invalid_phone_number ')).toMatchObject({
      method: 'POST',
      path: '/sdk/v1/otps/sms/*',
      status: 400,
      errorType: 'invalid_phone_number',
      errorMessage: 'Refused by smoke --fault "post /sdk/v1/otps/sms/* 400 invalid_phone_number".',
    });
    expect(parseFaultFlag('GET /sdk/v1/users/me 503')).toMatchObject({
      status: 503,
      errorType: 'internal_server_error',
    });
  });

  it('refuses anything else, showing the form', () => {
    for (const bad of [
      '/x 400',
      'FETCH /x 400',
      'GET x 400',
      'GET /x 200',
      'GET /x 4000',
      'GET /x 400 a b',
    ]) {
      expect(() => parseFaultFlag(bad)).toThrow(
        /^--fault takes "<METHOD> <path> <status> \[error_type\]"/,
      );
    }
  });
});
