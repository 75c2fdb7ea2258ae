import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password-hash';

const PASSWORD = 'correct horse battery staple';

/** Made by the test API before hashing costs existed: every hash then used these parameters. */
const PRODUCTION_COST_HASH =
  'scrypt$16384$8$1$0xa5142-5LsS0Yuagup9Ew$laF0ZBIp6fXrAs0n0p0hOJ3bhVZnx8JjwS5hRA3hAss';

describe('password hashes', () => {
  it('names the test cost in the stored string by default, and verifies it', async () => {
    const { N, r, p } = SCRYPT_PARAMS.test;
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('writes production-cost hashes on request, named as such', async () => {
    const hash = await hashPassword(PASSWORD, 'production');
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
  });

  it('verifies hashes stored with older parameters (seeds and exports stay valid)', async () => {
    expect(await verifyPassword(PASSWORD, PRODUCTION_COST_HASH)).toBe(true);
    expect(await verifyPassword('Correct horse battery staple', PRODUCTION_COST_HASH)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword(PASSWORD)).not.toBe(await hashPassword(PASSWORD));
  });

  it('refuses strings that are not scrypt hashes', async () => {
    expect(await verifyPassword(PASSWORD, 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword(PASSWORD, '')).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});
