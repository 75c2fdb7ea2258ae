import { describe, expect, it } from 'vitest';
import { defaultString, en } from './en';
import { enPasswords } from './en-passwords';

describe('strings', () => {
  it("keeps the passwords product's strings out of the first-render table until its chunk loads", async () => {
    expect(Object.keys(en).filter((id) => id in enPasswords)).toEqual([]);
    expect(defaultString('passwords.continue')).toBe('passwords.continue');
    await import('../screens/passwords/product-chunk');
    expect(defaultString('passwords.continue')).toBe('Continue');
    expect(defaultString('main.header')).toBe('Sign up or log in');
  });
});
