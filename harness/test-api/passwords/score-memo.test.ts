import { describe, expect, it } from 'vitest';
import { createScoreMemo, scorePasswordOnce } from './score-memo';
import { scorePassword, type ZxcvbnScore } from './zxcvbn';

/** zxcvbn on this thread, counting what it was asked to score. */
function countingScorer() {
  const calls: [string, string[]][] = [];
  const scorer = (password: string, inputs: string[]): Promise<ZxcvbnScore> => {
    calls.push([password, inputs]);
    return Promise.resolve(scorePassword(password, inputs));
  };
  return { calls, scorer };
}

const STRONG = 'amber-Falcon-river-2931-quartz';

describe('password score memo', () => {
  it('scores a password once for every user it cannot concern', async () => {
    const { calls, scorer } = countingScorer();
    const memo = createScoreMemo(10, scorer);
    const first = await memo.score(STRONG, ['a@example.com', 'example']);
    const second = await memo.score(STRONG, ['b@example.org', 'example']);
    expect(second).toEqual(first);
    expect(first).toEqual(scorePassword(STRONG, ['a@example.com', 'example']));
    expect(calls).toEqual([[STRONG, []]]);
  });

  it('scores again with the inputs when they occur in the password', async () => {
    const { calls, scorer } = countingScorer();
    const memo = createScoreMemo(10, scorer);
    const ada = ['ada.lovelace@example.com', 'lovelace', 'example'];
    const withName = await memo.score('lovelace1', ada);
    const withoutName = await memo.score('lovelace1', ['bob@example.com', 'bob', 'example']);
    expect(withName).toEqual(scorePassword('lovelace1', ada));
    expect(withName.warning).toMatch(/personal details/);
    expect(withoutName.warning).not.toMatch(/personal details/);
    await memo.score('lovelace1', ada);
    expect(calls).toEqual([
      ['lovelace1', ada],
      ['lovelace1', []],
    ]);
  });

  it('shares one scoring between concurrent calls', async () => {
    const { calls, scorer } = countingScorer();
    const memo = createScoreMemo(10, scorer);
    await Promise.all([memo.score(STRONG, []), memo.score(STRONG, ['x@example.com'])]);
    expect(calls).toHaveLength(1);
  });

  it('keeps at most its limit, dropping the least recently used', async () => {
    const { calls, scorer } = countingScorer();
    const memo = createScoreMemo(2, scorer);
    await memo.score('first-Password-1', []);
    await memo.score('second-Password-2', []);
    await memo.score('first-Password-1', []); // now the most recently used
    await memo.score('third-Password-3', []);
    expect(memo.size()).toBe(2);
    await memo.score('first-Password-1', []);
    await memo.score('second-Password-2', []);
    expect(calls.map(([password]) => password)).toEqual([
      'first-Password-1',
      'second-Password-2',
      'third-Password-3',
      'second-Password-2',
    ]);
  });

  it('forgets a scoring that failed', async () => {
    let fail = true;
    const memo = createScoreMemo(10, (password, inputs) =>
      fail
        ? Promise.reject(new Error('worker gone'))
        : Promise.resolve(scorePassword(password, inputs)),
    );
    await expect(memo.score(STRONG, [])).rejects.toThrow('worker gone');
    fail = false;
    await expect(memo.score(STRONG, [])).resolves.toEqual(scorePassword(STRONG, []));
  });

  it('serves the test API through its worker with the same answers', async () => {
    const inputs = ['c@example.com', 'example'];
    expect(await scorePasswordOnce(STRONG, inputs)).toEqual(scorePassword(STRONG, inputs));
  });
});
