import { iso } from '../clock';
import type { RouteContext } from '../context';

/** The provider's backend responses: the fields with request_id and status_code, no envelope. */
export const backendOk = <T extends object>(ctx: RouteContext, fields: T) => ({
  request_id: ctx.requestId,
  status_code: 200,
  ...fields,
});

/**
 * The wire user of the backend API: the SDK's plus the user lock, which here is the lock-out
 * after too many wrong passwords (`lock_created_at` is not stored, so it is left out).
 */
export function backendUser<T extends { user_id: string }>(
  ctx: RouteContext,
  projectId: string,
  user: T,
) {
  const lockedUntil = ctx.store.users.get(projectId, user.user_id)?.locked_until ?? 0;
  const locked = lockedUntil > ctx.clock.now();
  return { ...user, is_locked: locked, ...(locked ? { lock_expires_at: iso(lockedUntil) } : {}) };
}
