export interface PhoneEdit {
  value: string;
  /** Where the caret goes in `value`. */
  caret: number;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Position in `formatted` just after its `count`-th digit (0 → before the first digit; after
 * the last digit → the very end, past a closing ')').
 */
function caretAfterDigits(formatted: string, count: number): number {
  if (count >= digitsOf(formatted).length) return formatted.length;
  if (count <= 0) {
    const first = formatted.search(/\d/);
    return first === -1 ? formatted.length : first;
  }
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] as string) && ++seen === count) return i + 1;
  }
  return formatted.length;
}

/**
 * Reformats a phone field after an edit, keeping the caret next to the same digit. Only digits
 * are kept. Deleting a formatting character alone (the ')' of '(213)') deletes the digit before
 * it instead, or the formatter would put the character straight back and backspace would stick.
 */
export function reformatPhone(
  previous: string,
  typed: string,
  caret: number,
  format: (digits: string) => string,
): PhoneEdit {
  let digits = digitsOf(typed);
  let digitsBefore = digitsOf(typed.slice(0, caret)).length;
  const onlyFormattingRemoved = typed.length < previous.length && digits === digitsOf(previous);
  if (onlyFormattingRemoved && digitsBefore > 0) {
    digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
    digitsBefore -= 1;
  }
  const value = format(digits);
  return { value, caret: caretAfterDigits(value, digitsBefore) };
}
