import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '../errors';
import { parseBasicAuth } from '../http/auth';
import type { Fault, FaultCall, Faults } from './registry';

// The hook app.ts runs before routing: a matching fault waits, then fails the call with the
// provider's error JSON (the same ApiError every handler throws), so clients cannot tell it
// from a real failure.

export function faultCall(
  method: string,
  path: string,
  query: URLSearchParams,
  authorization: string | undefined,
): FaultCall {
  const ids: string[] = [];
  try {
    const user = parseBasicAuth(authorization)?.publicToken;
    if (user) ids.push(user);
  } catch {
    // A malformed header is the handler's to refuse; it just names no project here.
  }
  const token = query.get('public_token');
  if (token) ids.push(token);
  for (const segment of path.split('/')) if (segment) ids.push(segment);
  return { method, path, projectIds: ids };
}

/** Applies the first fault matching the call, if any: delay, then throw its error. */
export async function injectFault(faults: Faults, call: FaultCall): Promise<void> {
  if (call.path === '/__emulator' || call.path.startsWith('/__emulator/')) return;
  const fault = faults.take(call);
  if (!fault) return;
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.status !== undefined) throw faultError(fault);
}

const faultError = (fault: Fault): ApiError =>
  new ApiError(
    fault.status as number,
    fault.errorType ?? 'injected_fault',
    fault.errorMessage ??
      `Failed on purpose: a fault armed through POST /__emulator/faults (${fault.errorType}).`,
  );
