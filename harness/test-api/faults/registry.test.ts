import { describe, expect, it } from 'vitest';
import { projectIdFor } from '../projects';
import { createFaults, pathPattern } from './registry';

const call = (path: string, method = 'POST', projectIds: string[] = []) => ({
  method,
  path,
  projectIds,
});

describe('fault registry', () => {
  it('reads * as any run of characters and everything else literally', () => {
    expect(pathPattern('/sdk/v1/otps/*').test('/sdk/v1/otps/email/login_or_create')).toBe(true);
    expect(pathPattern('/sdk/v1/otps/*').test('/sdk/v1/otpsx')).toBe(false);
    expect(pathPattern('*/authenticate').test('/sdk/v1/otps/authenticate')).toBe(true);
    expect(pathPattern('/a.b').test('/axb')).toBe(false);
    expect(pathPattern('/a(b)?').test('/a(b)?')).toBe(true);
  });

  it('counts down the first matching fault and drops it at zero', () => {
    const faults = createFaults(projectIdFor);
    const first = faults.add({ path: '/x', count: 2, status: 500, errorType: 'a' });
    faults.add({ path: '/x', count: 1, status: 502, errorType: 'b' });
    expect(faults.take(call('/x'))?.remaining).toBe(1);
    expect(faults.take(call('/x'))?.id).toBe(first.id);
    expect(faults.take(call('/x'))?.status).toBe(502);
    expect(faults.take(call('/x'))).toBeNull();
    expect(faults.list()).toEqual([]);
  });

  it('matches a method and a project by public token or by its project id', () => {
    const faults = createFaults(projectIdFor);
    const token = 'public-token-test-registry';
    faults.add({ path: '*', count: 3, method: 'GET', publicToken: token, delayMs: 1 });
    expect(faults.take(call('/x', 'POST', [token]))).toBeNull();
    expect(faults.take(call('/x', 'GET', ['public-token-test-other']))).toBeNull();
    expect(faults.take(call('/x', 'GET', [token]))?.remaining).toBe(2);
    expect(faults.take(call('/v1/users', 'GET', [projectIdFor(token)]))?.remaining).toBe(1);
  });

  it('hands out copies: a listed fault does not change under the caller', () => {
    const faults = createFaults(projectIdFor);
    faults.add({ path: '/x', count: 2, delayMs: 1 });
    const [listed] = faults.list();
    faults.take(call('/x'));
    expect(listed?.remaining).toBe(2);
    expect(faults.remove(listed?.id as string)).toBe(true);
    expect(faults.remove(listed?.id as string)).toBe(false);
  });
});
