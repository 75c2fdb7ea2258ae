import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@example.co.uk', '  padded@example.com  '])('accepts %s', (v) =>
    expect(isValidEmail(v)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b..co', 'a@@b.co'])(
    'rejects %j',
    (v) => expect(isValidEmail(v)).toBe(false),
  );
});
