import { describe, expect, it } from 'vitest';
import { checkMountOptions } from './config-problems';

const config = { products: ['emailMagicLinks'] };
const check = (publicToken: unknown, apiUrl?: unknown, styles?: unknown) =>
  checkMountOptions(() => [], publicToken, config, styles, undefined, apiUrl).problems;

describe('checkMountOptions', () => {
  it('refuses what validate refuses: a token without an id, an API URL without a scheme', () => {
    expect(check('public-token-test-')).toEqual([
      { path: 'publicToken', message: 'Expected "public-token-...", got public-token-test-.' },
    ]);
    expect(check('public-token-test-x', 'localhost:4010')).toEqual([
      { path: 'apiUrl', message: expect.stringContaining('must be an absolute http(s) URL') },
    ]);
    expect(check('public-token-test-x', 'http://127.0.0.1:4010')).toEqual([]);
  });

  it('keeps a bare-number length, which the theme turns into pixels', () => {
    const checked = checkMountOptions(() => [], 'public-token-test-x', config, {
      container: { width: '12' },
    });
    expect(checked.problems).toEqual([]);
    expect(checked.styles.container?.width).toBe('12');
  });
});
