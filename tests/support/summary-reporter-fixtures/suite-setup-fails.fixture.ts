import { beforeAll, describe, expect, it } from 'vitest';

// A suite whose setup throws, as a browser suite does when Chromium is missing.
describe('needs Chromium', () => {
  beforeAll(() => {
    throw new Error('Chromium is missing');
  });
  it('logs in', () => expect(1).toBe(1));
  it('logs out', () => expect(1).toBe(1));
  it.skip('declared skipped', () => undefined);
});

describe('healthy', () => {
  it('passes', () => expect(1).toBe(1));
});
