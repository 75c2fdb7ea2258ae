import { describe, expect, it } from 'vitest';
import { isBreachedPassword } from './breached';

describe('breached passwords', () => {
  it('finds listed passwords whatever their case', () => {
    expect(isBreachedPassword('password1')).toBe(true);
    expect(isBreachedPassword('PaSsWoRd1')).toBe(true);
    expect(isBreachedPassword('Password1!')).toBe(true);
  });

  it('does not flag other passwords, nor parts or extensions of listed ones', () => {
    expect(isBreachedPassword('amber-Falcon-river-2931-quartz')).toBe(false);
    expect(isBreachedPassword('password1x')).toBe(false);
    expect(isBreachedPassword('passwor')).toBe(false);
    expect(isBreachedPassword('')).toBe(false);
  });
});
