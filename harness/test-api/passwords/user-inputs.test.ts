import { describe, expect, it } from 'vitest';
import { userInputsCanMatch } from './user-inputs';
import { scorePassword } from './zxcvbn';

const ADA = ['ada.lovelace@example.com', 'lovelace', 'example'];

describe('user inputs that can change a score', () => {
  it('finds a user word typed, in capitals, reversed or in l33t', () => {
    expect(userInputsCanMatch('lovelace1', ADA)).toBe(true);
    expect(userInputsCanMatch('xxLOVELACExx', ADA)).toBe(true);
    expect(userInputsCanMatch('ecalevol!', ADA)).toBe(true);
    expect(userInputsCanMatch('l0v3l4c3', ADA)).toBe(true);
    expect(userInputsCanMatch('|_|$3r-1ovelac3', ['user', 'lovelace'])).toBe(true);
  });

  it('finds none in an unrelated password, or without inputs', () => {
    expect(userInputsCanMatch('amber-Falcon-river-2931-quartz', ADA)).toBe(false);
    expect(userInputsCanMatch('lovelace1', [])).toBe(false);
    expect(userInputsCanMatch('lovelace1', [''])).toBe(false);
  });

  it('treats regular-expression characters in an input as text', () => {
    expect(userInputsCanMatch('a.b+c@x', ['a.b+c@x'])).toBe(true);
    expect(userInputsCanMatch('aXb+c@x', ['a.b+c@x'])).toBe(false);
  });

  it('whenever it finds none, zxcvbn scores the password as without inputs', () => {
    const cases: [string, string[]][] = [
      ['amber-Falcon-river-2931-quartz', ['load-pw-7@example.com', 'load', 'example', 'com']],
      ['Tr0ub4dor&3', ['grace.hopper@example.org', 'grace', 'hopper', 'example']],
      ['qwerty2024!', ['alan@turing.dev', 'alan', 'turing']],
      ['orbit-Lantern-7-silver-meadow', ['ada.lovelace@example.com', 'lovelace', 'example']],
    ];
    for (const [password, inputs] of cases) {
      expect(userInputsCanMatch(password, inputs), password).toBe(false);
      expect(scorePassword(password, inputs), password).toEqual(scorePassword(password, []));
    }
  });

  it('finds the inputs whenever they change the score', () => {
    expect(scorePassword('lovelace1', ADA)).not.toEqual(scorePassword('lovelace1', []));
    expect(userInputsCanMatch('lovelace1', ADA)).toBe(true);
  });
});
