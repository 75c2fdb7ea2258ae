import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn returns translation keys; these are our own English texts for them.
const WARNINGS: Record<string, string> = {
  straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common character sequences like "abc" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the ten most used passwords.',
  topHundred: 'This is one of the hundred most used passwords.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'The password should not contain personal details such as your email.',
  pwned: 'This password appeared in a data breach.',
};

const SUGGESTIONS: Record<string, string> = {
  l33t: 'Avoid predictable letter substitutions like "@" for "a".',
  reverseWords: 'Avoid reversed spellings of common words.',
  allUppercase: 'Capitalise some, but not all, letters.',
  capitalization: 'Capitalise more than the first letter.',
  dates: 'Avoid dates and years that are associated with you.',
  recentYears: 'Avoid recent years.',
  associatedYears: 'Avoid years that are associated with you.',
  sequences: 'Avoid common character sequences.',
  repeated: 'Avoid repeated words and characters.',
  longerKeyboardPattern: 'Use longer keyboard patterns and change typing direction several times.',
  anotherWord: 'Add more words that are less common.',
  useWords: 'Use multiple words, but avoid common phrases.',
  noNeed: 'You can create strong passwords without symbols, numbers or uppercase letters.',
  pwned: 'If you use this password elsewhere, change it.',
};

let factory: ZxcvbnFactory | null = null;

/** Built lazily: loading the dictionaries costs ~100 ms, paid only when passwords are used. */
function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

export interface ZxcvbnScore {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string;
  suggestions: string[];
}

/** zxcvbn's own result: translation keys, as the worker sends them back. */
export interface RawZxcvbnScore {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
}

export function translateScore(raw: RawZxcvbnScore): ZxcvbnScore {
  return {
    score: raw.score,
    warning: raw.warning ? (WARNINGS[raw.warning] ?? raw.warning) : '',
    suggestions: raw.suggestions.map((key) => SUGGESTIONS[key] ?? key),
  };
}

/** Scores on the calling thread (unit tests, and the fallback when no worker can start). */
export function scorePassword(password: string, userInputs: string[]): ZxcvbnScore {
  const result: ZxcvbnResult = checker().check(password, userInputs);
  return translateScore({
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  });
}
