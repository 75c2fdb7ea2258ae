import { controlBody } from '../control/body';
import { badRequest } from '../errors';
import { assertTestToken } from '../projects';
import { optionalInteger, optionalString, requiredString } from '../validate';
import type { FaultMethod, FaultSpec } from './registry';

const FIELDS = [
  'path',
  'method',
  'public_token',
  'count',
  'status',
  'error_type',
  'error_message',
  'delay_ms',
];
const METHODS: readonly FaultMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Reads the body of POST /__emulator/faults, naming the field at fault. */
export function readFaultSpec(raw: unknown): FaultSpec {
  const body = controlBody(raw, FIELDS);
  const path = requiredString(body, 'path');
  if (!path.startsWith('/') && !path.startsWith('*')) {
    throw badRequest(`path must start with "/" or "*" (got "${path.slice(0, 60)}").`);
  }
  if (path.startsWith('/__emulator')) {
    throw badRequest('path must not be a /__emulator route: control routes are never faulted.');
  }
  const method = optionalString(body, 'method')?.toUpperCase();
  if (method !== undefined && !METHODS.includes(method as FaultMethod)) {
    throw badRequest(`method must be one of ${METHODS.join(', ')} (got "${method.slice(0, 20)}").`);
  }
  const token = optionalString(body, 'public_token');
  if (token !== undefined) {
    try {
      assertTestToken(token);
    } catch (error) {
      throw badRequest(`public_token: ${(error as Error).message}`);
    }
  }
  const count = optionalInteger(body, 'count', { min: 1, max: 10_000 }) ?? 1;
  const status = optionalInteger(body, 'status', { min: 400, max: 599 });
  const errorType = optionalString(body, 'error_type');
  const errorMessage = optionalString(body, 'error_message');
  const delayMs = optionalInteger(body, 'delay_ms', { min: 0, max: 60_000 });
  if (status === undefined) {
    if (errorType !== undefined || errorMessage !== undefined) {
      throw badRequest('error_type and error_message need a status (400-599).');
    }
    if (delayMs === undefined) {
      throw badRequest('Send a status (400-599) with an error_type, or a delay_ms, or both.');
    }
  } else if (!errorType) {
    throw badRequest('error_type is required with a status, e.g. "email_not_found".');
  }
  return {
    path,
    count,
    ...(method ? { method: method as FaultMethod } : {}),
    ...(token ? { publicToken: token } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(errorType ? { errorType } : {}),
    ...(errorMessage ? { errorMessage } : {}),
    ...(delayMs !== undefined ? { delayMs } : {}),
  };
}
