import { describe, expect, it } from 'vitest';
import { reformatPhone } from './edit';
import { DEFAULT_COUNTRY, formatNational } from './phone-numbers';

const us = (digits: string) => formatNational(digits, DEFAULT_COUNTRY);

describe('reformatPhone (US national format as typed)', () => {
  it('formats each keystroke and keeps the caret at the end while typing', () => {
    let value = '';
    for (const key of '2133734253') {
      const typed = value + key;
      ({ value } = reformatPhone(value, typed, typed.length, us));
    }
    expect(value).toBe('(213) 373-4253');
    expect(reformatPhone('(213) 373-425', '(213) 373-4253', 14, us)).toEqual({
      value: '(213) 373-4253',
      caret: 14,
    });
  });

  it('drops anything that is not a digit', () => {
    expect(reformatPhone('', 'a2b1c3', 6, us).value).toBe('(213)');
  });

  it("puts the caret after a closing ')' once the last digit is typed", () => {
    expect(reformatPhone('21', '213', 3, us)).toEqual({ value: '(213)', caret: 5 });
    // A letter typed at the end changes nothing, caret included.
    expect(reformatPhone('(213)', '(213)a', 6, us)).toEqual({ value: '(213)', caret: 5 });
  });

  it('backspace over a formatting character removes the digit before it', () => {
    // '(213)' with the caret at the end; backspace removes ')' only.
    expect(reformatPhone('(213)', '(213', 4, us)).toEqual({ value: '21', caret: 2 });
    // '(213) 3' with the caret after the space; backspace removes the space only.
    expect(reformatPhone('(213) 3', '(213)3', 5, us)).toEqual({ value: '(213)', caret: 3 });
  });

  it('keeps the caret beside the digit edited in the middle', () => {
    // Insert '9' after '(21' in '(213) 373-4253'.
    const edit = reformatPhone('(213) 373-4253', '(219 3) 373-4253', 4, us);
    expect(edit.value.replace(/\D/g, '')).toBe('21933734253');
    expect(edit.value.slice(0, edit.caret).replace(/\D/g, '')).toBe('219');
  });

  it('empties cleanly', () => {
    expect(reformatPhone('(2', '', 0, us)).toEqual({ value: '', caret: 0 });
  });
});
