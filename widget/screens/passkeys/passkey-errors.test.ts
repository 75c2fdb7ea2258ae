import { describe, expect, it } from 'vitest';
import { toWidgetError } from '../../client/errors';
import { passkeyLoginErrorId, passkeyRegistrationErrorId } from './passkey-errors';

const domError = (name: string) => toWidgetError(new DOMException('prompt closed', name), 'net');
const apiError = (error_type: string) =>
  toWidgetError({ error_type, error_message: `${error_type} message`, status_code: 404 }, 'net');

describe('passkeyLoginErrorId', () => {
  it('shows nothing when the user dismisses or the prompt is aborted', () => {
    expect(passkeyLoginErrorId(domError('NotAllowedError'))).toBeNull();
    expect(passkeyLoginErrorId(domError('AbortError'))).toBeNull();
  });

  it('names a registration the server no longer has', () => {
    expect(passkeyLoginErrorId(apiError('webauthn_registration_not_found'))).toBe(
      'passkeys.loginNotFound',
    );
  });

  it('calls any other failure unknown', () => {
    expect(passkeyLoginErrorId(apiError('unable_to_auth_webauthn_registration'))).toBe(
      'passkeys.loginUnknownError',
    );
    expect(passkeyLoginErrorId(domError('SecurityError'))).toBe('passkeys.loginUnknownError');
  });
});

describe('passkeyRegistrationErrorId', () => {
  it('says already registered for the browser InvalidStateError and the API duplicate', () => {
    expect(passkeyRegistrationErrorId(domError('InvalidStateError'))).toBe(
      'passkeyRegistration.alreadyRegistered',
    );
    expect(passkeyRegistrationErrorId(apiError('duplicate_webauthn_registration'))).toBe(
      'passkeyRegistration.alreadyRegistered',
    );
  });

  it('says not created for anything else, a dismissed prompt included', () => {
    expect(passkeyRegistrationErrorId(domError('NotAllowedError'))).toBe(
      'passkeyRegistration.notCreated',
    );
    expect(passkeyRegistrationErrorId(apiError('user_unauthenticated'))).toBe(
      'passkeyRegistration.notCreated',
    );
  });
});
