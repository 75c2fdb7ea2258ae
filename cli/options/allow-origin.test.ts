import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { collectOrigin } from './allow-origin';

describe('--allow-origin', () => {
  it('adds each origin, without a trailing slash', () => {
    expect(collectOrigin('http://app.test:8080/', ['chrome-extension://abc'])).toEqual([
      'chrome-extension://abc',
      'http://app.test:8080',
    ]);
    expect(collectOrigin('http://*.app.test:*')).toEqual(['http://*.app.test:*']);
  });

  it('refuses what is not an origin', () => {
    for (const value of ['app.test', 'http://app.test/login', 'http://', '']) {
      expect(() => collectOrigin(value), value).toThrow(InvalidArgumentError);
    }
  });
});
