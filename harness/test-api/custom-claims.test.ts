import { describe, expect, it } from 'vitest';
import { customClaimsAfter, readCustomClaims } from './custom-claims';

describe('session custom claims', () => {
  it('adds, replaces and (with null) removes keys', () => {
    const first = customClaimsAfter('{}', { plan: 'pro', team: 'a' });
    expect(JSON.parse(first)).toEqual({ plan: 'pro', team: 'a' });
    const next = customClaimsAfter(first, { plan: 'free', team: null });
    expect(JSON.parse(next)).toEqual({ plan: 'free' });
  });

  it('refuses registered JWT claims and the Stytch session claim', () => {
    expect(() => readCustomClaims({ session_custom_claims: { sub: 'x' } })).toThrow(/"sub"/);
    expect(() =>
      readCustomClaims({ session_custom_claims: { 'https://stytch.com/session': {} } }),
    ).toThrow(/registered or Stytch claim/);
    expect(readCustomClaims({})).toBeUndefined();
    expect(readCustomClaims({ session_custom_claims: { ok: 1 } })).toEqual({ ok: 1 });
  });

  it('refuses more than 4 KiB of claims', () => {
    expect(() => customClaimsAfter('{}', { big: 'x'.repeat(5000) })).toThrow(/4096 bytes/);
  });
});
