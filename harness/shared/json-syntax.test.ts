import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError } from './json-syntax';

describe('findJsonSyntaxError', () => {
  it('accepts what JSON.parse accepts', () => {
    for (const text of [
      '{}',
      '[]',
      ' {"a": [1, -2.5e3, true, false, null, "x\\u00e9\\n"]} ',
      '"s"',
      '0',
    ]) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(findJsonSyntaxError(text)).toBeNull();
    }
  });

  it.each([
    ['{"a": 1,}', 1, 9, 'trailing comma before "}"'],
    ['[1,\n 2,\n]', 3, 1, 'trailing comma before "]"'],
    ['{\n  "a": tru\n}', 2, 8, 'expected a value, found "t"'],
    ["{'a': 1}", 1, 2, 'expected a double-quoted property name, found "\'"'],
    ['{"a" 1}', 1, 6, 'expected ":" after the property name, found "1"'],
    ['{"a": 1 "b": 2}', 1, 9, 'expected "," or "}" after a property value, found "\\""'],
    ['{"a": "x', 1, 7, 'unterminated string'],
    ['{"a": "\\q"}', 1, 8, 'bad escape in a string'],
    ['{"a": 01}', 1, 8, 'expected "," or "}" after a property value, found "1"'],
    ['   ', 1, 4, 'the file is empty'],
    ['{} []', 1, 4, 'unexpected "[" after the JSON value'],
    ['{"a": [1, 2}', 1, 12, 'expected "," or "]" after an array item, found "}"'],
  ])('%j → %i:%i %s', (text, line, column, message) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(findJsonSyntaxError(text)).toEqual({ line, column, message });
  });
});
