import { afterAll, describe, expect, it } from 'vitest';

describe('closes a server', () => {
  afterAll(() => {
    throw new Error('close failed');
  });
  it('passes before the teardown', () => expect(1).toBe(1));
});
