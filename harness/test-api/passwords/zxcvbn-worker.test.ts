import { describe, expect, it } from 'vitest';
import { scorePassword } from './zxcvbn';
import { scorePasswordOffThread } from './zxcvbn-worker';

describe('zxcvbn worker', () => {
  it('answers many concurrent checks, each with its own result', async () => {
    const passwords = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? `password${i}`
        : i % 3 === 1
          ? `amber-Falcon-${i}-quartz`
          : 'qwerty'.repeat(i % 7),
    );
    const results = await Promise.all(
      passwords.map((p) => scorePasswordOffThread(p, ['me@example.com'])),
    );
    results.forEach((result, i) => {
      const password = passwords[i] as string;
      expect(result, password).toEqual(scorePassword(password, ['me@example.com']));
    });
  });
});
