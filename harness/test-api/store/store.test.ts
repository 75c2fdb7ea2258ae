import { describe, expect, it } from 'vitest';
import { createStore } from './index';

describe('store', () => {
  it('supersedes the previous live code of a method', () => {
    const store = createStore(':memory:');
    store.users.insert({ user_id: 'u', project_id: 'p', status: 'pending', created_at: 1 });
    const base = {
      project_id: 'p',
      method_id: 'm',
      user_id: 'u',
      channel: 'email' as const,
      destination: 'a@b.c',
      expires_at: 10,
    };
    store.otps.issue({ ...base, otp_id: 'o1', code_hash: 'h1', created_at: 1 });
    store.otps.issue({ ...base, otp_id: 'o2', code_hash: 'h2', created_at: 2 });
    expect(store.otps.latest('p', 'm')?.otp_id).toBe('o2');
    expect(store.otps.consume('o1')).toBe(false);
    expect(store.otps.consume('o2')).toBe(true);
    expect(store.otps.consume('o2')).toBe(false);
    store.close();
  });

  it('reset empties data but keeps signing keys', () => {
    const store = createStore(':memory:');
    store.users.insert({ user_id: 'u', project_id: 'p', status: 'active', created_at: 1 });
    store.signingKeys.insertSigningKey({
      project_id: 'p',
      kid: 'k',
      private_jwk: '{}',
      public_jwk: '{}',
      created_at: 1,
    });
    store.reset();
    expect(store.users.get('p', 'u')).toBeNull();
    expect(store.signingKeys.signingKey('p')?.kid).toBe('k');
    store.close();
  });

  it('rolls back a failed transaction', () => {
    const store = createStore(':memory:');
    expect(() =>
      store.transaction(() => {
        store.users.insert({ user_id: 'u', project_id: 'p', status: 'active', created_at: 1 });
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(store.users.get('p', 'u')).toBeNull();
    store.close();
  });
});
