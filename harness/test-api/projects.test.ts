import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { checkSettings, createProjectRegistry, projectIdFor } from './projects';

describe('project registry', () => {
  it('gives each test token its own stable project with merged settings', () => {
    const registry = createProjectRegistry({
      passwordPolicy: 'luds',
      projects: { 'public-token-test-b': { otpAttemptLimit: 2 } },
    });
    const a = registry.resolve('public-token-test-a');
    const b = registry.resolve('public-token-test-b');
    expect(a.projectId).toBe(projectIdFor('public-token-test-a'));
    expect(a.projectId).not.toBe(b.projectId);
    expect(a.settings).toMatchObject({ passwordPolicy: 'luds', otpAttemptLimit: 5 });
    expect(b.settings.otpAttemptLimit).toBe(2);
  });

  it('refuses live and malformed tokens', () => {
    const registry = createProjectRegistry();
    expect(() => registry.resolve('public-token-live-x')).toThrow(/live public tokens/);
    expect(() => registry.resolve('hello')).toThrow(ApiError);
    expect(() => registry.resolve(undefined)).toThrow(/required/);
  });

  it('names unknown settings and wrong types', () => {
    expect(() => checkSettings({ nope: 1 }, 'file')).toThrow('file: unknown setting "nope"');
    expect(() => checkSettings({ otpAttemptLimit: '3' }, 'file')).toThrow(/must be a number/);
    expect(() => checkSettings({ passwordPolicy: 'x' }, 'file')).toThrow(/zxcvbn/);
  });
});
