import { beforeAll, expect, it } from 'vitest';

// A file-level setup that throws, as one does when its server cannot start.
beforeAll(async () => {
  throw new Error('the test API did not start');
});

it('talks to the server', () => expect(1).toBe(1));
