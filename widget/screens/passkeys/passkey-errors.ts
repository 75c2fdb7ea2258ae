import type { WidgetError } from '../../client/errors';
import type { StringId } from '../../i18n/en';

// The browser's name for a credential the authenticator already holds (excludeCredentials).
const ALREADY_REGISTERED_NAME = 'InvalidStateError';
// The API's answer when the credential reaches the server but is registered already.
const ALREADY_REGISTERED_TYPE = 'duplicate_webauthn_registration';

/**
 * What Main shows after a failed passkey login, or null for a user who
 * dismissed the browser's prompt: that is a choice, not an error.
 */
export function passkeyLoginErrorId(error: WidgetError): StringId | null {
  if (error.kind === 'cancelled') return null;
  if (error.errorType === 'webauthn_registration_not_found') return 'passkeys.loginNotFound';
  return 'passkeys.loginUnknownError';
}

/**
 * What Register New Passkey shows after a failed registration: an already registered passkey
 * gets its own message, since it usually synced from another device.
 */
export function passkeyRegistrationErrorId(error: WidgetError): StringId {
  const causeName = (error.cause as { name?: unknown } | undefined)?.name;
  return causeName === ALREADY_REGISTERED_NAME || error.errorType === ALREADY_REGISTERED_TYPE
    ? 'passkeyRegistration.alreadyRegistered'
    : 'passkeyRegistration.notCreated';
}
