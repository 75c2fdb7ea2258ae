import { sha256Hex } from '../cryptography/hash';
import { userInputsCanMatch } from './user-inputs';
import type { ZxcvbnScore } from './zxcvbn';
import { scorePasswordOffThread } from './zxcvbn-worker';

// zxcvbn costs ~25 ms of CPU for a typical password, and a test suite signs many users up with
// the same few passwords: each is scored once. A score depends on the password and on the user
// inputs that can occur in it (user-inputs.ts), so those form the key; for most passwords none
// can, and one score serves every email. Keys are digests: the memo holds no password.

/** Scores kept by the test API; the least recently used is dropped first. ~300 bytes each. */
export const SCORE_MEMO_LIMIT = 2_000;

type Scorer = (password: string, userInputs: string[]) => Promise<ZxcvbnScore>;

export interface ScoreMemo {
  /** The zxcvbn score of `password` for a user with `userInputs`, computed once per key. */
  score(password: string, userInputs: readonly string[]): Promise<ZxcvbnScore>;
  /** How many scores are kept. */
  size(): number;
}

export function createScoreMemo(limit: number, scorer: Scorer): ScoreMemo {
  // A Map iterates in insertion order: a hit moves to the end, so the first key is the oldest.
  const scores = new Map<string, Promise<ZxcvbnScore>>();
  return {
    score(password, userInputs) {
      const inputs = userInputsCanMatch(password, userInputs) ? [...userInputs] : [];
      const key = sha256Hex(JSON.stringify([password, inputs]));
      const kept = scores.get(key);
      if (kept) {
        scores.delete(key);
        scores.set(key, kept);
        return kept;
      }
      // Kept while it is computed too, so concurrent sign-ups with one password share it.
      const score = scorer(password, inputs);
      scores.set(key, score);
      // A failed scoring is not kept: the next call tries again.
      score.catch(() => scores.delete(key));
      if (scores.size > limit) scores.delete(scores.keys().next().value as string);
      return score;
    },
    size: () => scores.size,
  };
}

const shared = createScoreMemo(SCORE_MEMO_LIMIT, scorePasswordOffThread);

/** The test API's memo: zxcvbn in its worker thread, each key scored once. */
export const scorePasswordOnce = (
  password: string,
  userInputs: readonly string[],
): Promise<ZxcvbnScore> => shared.score(password, userInputs);
