import { describe, expect, it } from 'vitest';

describe('healthy', () => {
  it('passes', () => expect(1).toBe(1));
  it('fails', () => expect(1).toBe(2));
  it.skip('declared skipped', () => undefined);
  it.todo('to do');
  it('skips itself', (context) => context.skip());
});
