import { UserError } from '../shared/user-error';
import type { FaultSpec } from '../test-api';

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
// Every matching call of the run fails: a fault rehearses an outage, not a single blip.
const EVERY_CALL = 1_000_000;

/**
 * `--fault "<METHOD> <path> <status> [error_type]"`: calls of the run's test API matching the
 * method and path (`*` matches anything) fail with that status, so a run rehearses how the page
 * copes with the API refusing or failing (the widget's error screens, an app's own handling).
 */
export function parseFaultFlag(value: string): FaultSpec {
  const [method, path, status, errorType, ...rest] = value.trim().split(/\s+/);
  const code = Number(status);
  if (
    !method ||
    !METHODS.has(method.toUpperCase()) ||
    !path?.startsWith('/') ||
    !/^\d{3}$/.test(status ?? '') ||
    code < 400 ||
    rest.length
  ) {
    throw new UserError(
      `--fault takes "<METHOD> <path> <status> [error_type]" with a status from 400 (e.g. "POST /sdk/v1/otps/sms/login_or_create 400 invalid_phone_number"), got "${value}"`,
    );
  }
  return {
    method: method.toUpperCase() as NonNullable<FaultSpec['method']>,
    path,
    status: code,
    count: EVERY_CALL,
    errorType: errorType ?? (code >= 500 ? 'internal_server_error' : 'bad_request'),
    errorMessage: `Refused by smoke --fault "${value.trim()}".`,
  };
}
