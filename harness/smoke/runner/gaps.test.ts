import { describe, expect, it } from 'vitest';
import { gapLine, gapVerdict, parseAllowedGap } from './gaps';

const call = (method: string, path: string, resourceType?: string) => ({
  method,
  path,
  ...(resourceType ? { resourceType } : {}),
});

describe('gapVerdict', () => {
  const otp = ['/sdk/v1/otps/'];

  it("fails the scenario on a call under its flow's paths, the bootstrap, the user and the sessions", () => {
    expect(gapVerdict(call('POST', '/sdk/v1/otps/email/login_or_create', 'fetch'), otp)).toBe(
      'needed',
    );
    expect(gapVerdict(call('GET', '/sdk/v1/projects/bootstrap/public-token-test-x'), otp)).toBe(
      'needed',
    );
    expect(gapVerdict(call('POST', '/sdk/v1/sessions/authenticate?x=1'), otp)).toBe('needed');
    expect(gapVerdict(call('GET', '/sdk/v1/users/me'), otp)).toBe('needed');
  });

  it('a document or a script the page loads is always needed', () => {
    expect(gapVerdict(call('GET', '/stytch.js', 'script'), otp)).toBe('needed');
    expect(gapVerdict(call('GET', '/v1/public/oauth/consent', 'document'), otp)).toBe('needed');
  });

  it('lists the calls of other products and the assets nothing waits for', () => {
    expect(gapVerdict(call('POST', '/sdk/v1/totps', 'fetch'), otp)).toBe('listed');
    expect(gapVerdict(call('GET', '/sdk-assets/google.svg', 'image'), otp)).toBe('listed');
  });

  it('a scenario that declares no paths needs every call', () => {
    expect(gapVerdict(call('GET', '/sdk-assets/google.svg', 'image'), undefined)).toBe('needed');
  });

  it('--allow-gap accepts a call by method and path, * matching anything, before any rule', () => {
    const allowed = [parseAllowedGap('post /sdk/v1/otps/legacy_*'), parseAllowedGap('GET /x')];
    expect(gapVerdict(call('POST', '/sdk/v1/otps/legacy_ping?v=2'), otp, allowed)).toBe('allowed');
    expect(gapVerdict(call('GET', '/sdk/v1/otps/legacy_ping'), otp, allowed)).toBe('needed');
    expect(gapVerdict(call('GET', '/x', 'script'), otp, allowed)).toBe('allowed');
    expect(gapVerdict(call('GET', '/xy', 'image'), otp, allowed)).toBe('listed');
  });
});

describe('parseAllowedGap', () => {
  it('takes a method and a path', () => {
    expect(parseAllowedGap(' get  /sdk/v1/users/me ')).toEqual({
      method: 'GET',
      path: '/sdk/v1/users/me',
    });
  });

  it('refuses anything else, showing the form', () => {
    for (const bad of ['/sdk/v1/users/me', 'GET', 'GET sdk/v1', 'GET /a /b']) {
      expect(() => parseAllowedGap(bad)).toThrow(/^--allow-gap takes "<METHOD> <path>"/);
    }
  });
});

describe('gapLine', () => {
  it('names the call, and an accepted one as such', () => {
    const gap = { method: 'POST', host: 'test.stytch.com', path: '/sdk/v1/totps', status: 404 };
    expect(gapLine(gap, 'listed')).toBe('POST test.stytch.com/sdk/v1/totps: 404');
    expect(gapLine({ ...gap, error: 'No route.' }, 'allowed')).toBe(
      'POST test.stytch.com/sdk/v1/totps: 404 (No route.) [allowed by --allow-gap]',
    );
  });
});
