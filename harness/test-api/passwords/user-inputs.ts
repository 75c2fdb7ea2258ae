import { Options } from '@zxcvbn-ts/core';

// zxcvbn lowers a password's score when it contains one of the user's own words (the email and
// its parts), as typed, reversed or in l33t (`l0v3lace`). Those words reach only its dictionary
// matchers: when none of them can occur in the password, the score is the one without them, so
// one scoring of the password serves every user who picks it.

const L33T: Record<string, string[]> = new Options().l33tTable;

const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A pattern matching every way zxcvbn could find `word` in a password: each letter as itself or
 * as any l33t substitute for it. It may match more than zxcvbn would, never less.
 */
function wordPattern(word: string): RegExp {
  const letters = [...word].map((letter) => {
    const ways = [letter, ...(L33T[letter] ?? [])].map(literal);
    return ways.length === 1 ? ways[0] : `(?:${ways.join('|')})`;
  });
  return new RegExp(letters.join(''));
}

/** Whether any of `userInputs` could change zxcvbn's score of `password`. */
export function userInputsCanMatch(password: string, userInputs: readonly string[]): boolean {
  if (userInputs.length === 0) return false;
  // As zxcvbn compares: both sides lowered, the password also read backwards.
  const forwards = password.toLowerCase();
  const backwards = password.split('').reverse().join('').toLowerCase();
  return userInputs.some((input) => {
    const word = input.toLowerCase();
    if (word === '') return false;
    const pattern = wordPattern(word);
    return pattern.test(forwards) || pattern.test(backwards);
  });
}
