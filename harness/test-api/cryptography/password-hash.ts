import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Passwords are stored only as salted scrypt hashes: `scrypt$N$r$p$salt$hash` (base64url).
// The stored string names its own parameters, so a hash verifies whatever cost made it: seeds
// and exports from either cost stay valid. scrypt runs on libuv's thread pool, so hashing
// never blocks other requests.

import type { PasswordHashCost } from '../password-hash-costs';

export { PASSWORD_HASH_COSTS, type PasswordHashCost } from '../password-hash-costs';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** 128 KiB and about 1/128 of the production work per hash; still salted scrypt. */
export const SCRYPT_PARAMS: Record<PasswordHashCost, ScryptParams> = {
  test: { N: 1_024, r: 1, p: 1 },
  production: { N: 16_384, r: 8, p: 1 },
};

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  cost: PasswordHashCost = 'test',
): Promise<string> {
  const params = SCRYPT_PARAMS[cost];
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
