import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../../widget/config/schema';
import { scenarios } from '../scenarios';
import type { Scenario } from '../scenarios/types';
import { parseShard, planRuns, resolveMountModes, shardRuns } from './plan';

const TOKEN = 'public-token-test-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const otpOnly: ConfigFile = {
  publicToken: TOKEN,
  products: ['otp'],
  otpOptions: { methods: ['email', 'sms'] },
};
const withPasswords: ConfigFile = {
  publicToken: TOKEN,
  products: ['passwords', 'otp', 'passkeys'],
  otpOptions: { methods: ['email', 'sms', 'whatsapp'] },
};

describe('resolveMountModes', () => {
  it('by default: every mode whose own rules the config meets (no reset mount without passwords)', () => {
    expect(resolveMountModes(otpOnly)).toEqual(['login', 'passkeyRegistration']);
    expect(resolveMountModes(withPasswords)).toEqual([
      'login',
      'resetPassword',
      'passkeyRegistration',
    ]);
    expect(resolveMountModes(withPasswords, ['all'])).toEqual(resolveMountModes(withPasswords));
  });

  it('--mount names modes in kebab case', () => {
    expect(resolveMountModes(withPasswords, ['reset-password'])).toEqual(['resetPassword']);
    expect(resolveMountModes(withPasswords, ['passkey-registration', 'login'])).toEqual([
      'login',
      'passkeyRegistration',
    ]);
  });

  it('a mode the config cannot mount, or an unknown one, is an error saying why', () => {
    expect(() => resolveMountModes(otpOnly, ['reset-password'])).toThrow(
      /cannot mount reset-password: products: /,
    );
    expect(() => resolveMountModes(otpOnly, ['signup'])).toThrow(
      'unknown mount mode "signup"; expected login, reset-password, passkey-registration, all',
    );
  });
});

describe('shards', () => {
  const runs = planRuns(scenarios, resolveMountModes(withPasswords), withPasswords);

  it('parseShard reads i/n and refuses anything else', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    for (const bad of ['0/3', '4/3', '1/0', '1', 'a/b', '1/2/3']) {
      expect(() => parseShard(bad), bad).toThrow(/expected --shard i\/n/);
    }
  });

  it.each([1, 2, 3, 4, 7])(
    '%i shards hold every run exactly once, sizes at most one apart',
    (n) => {
      expect(runs.length).toBeGreaterThan(5);
      const slices = Array.from({ length: n }, (_, i) =>
        shardRuns(runs, { index: i + 1, count: n }),
      );
      const names = slices.flat().map((run) => run.scenario.name);
      expect([...names].sort()).toEqual(runs.map((run) => run.scenario.name).sort());
      const sizes = slices.map((slice) => slice.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    },
  );

  it('a slice depends on the names alone, not on the order of the registry', () => {
    const reversed = planRuns(
      [...scenarios].reverse(),
      resolveMountModes(withPasswords),
      withPasswords,
    );
    const names = (list: typeof runs) => list.map((run) => run.scenario.name).sort();
    expect(names(shardRuns(reversed, { index: 2, count: 3 }))).toEqual(
      names(shardRuns(runs, { index: 2, count: 3 })),
    );
  });
});

describe('planRuns', () => {
  it('takes the scenarios of each mode from the registry given, when they apply', () => {
    const make = (name: string, mountMode: string, applies: boolean): Scenario => ({
      name,
      mountMode,
      appliesTo: () => applies,
      run: async () => undefined,
    });
    const registry = [
      make('reset: a', 'resetPassword', true),
      make('login: b', 'login', true),
      make('login: c', 'login', false),
    ];
    expect(
      planRuns(registry, ['login', 'resetPassword'], withPasswords).map((r) => r.scenario.name),
    ).toEqual(['login: b', 'reset: a']);
  });
});
