import { createHash, timingSafeEqual } from 'node:crypto';

// Tokens and codes are stored only as SHA-256 digests, so the database file never holds a
// usable credential (they are high-entropy or short-lived, so a fast hash is enough).
export const sha256Hex = (value: string): string =>
  createHash('sha256').update(value, 'utf8').digest('hex');

export const sha256Base64Url = (value: string): string =>
  createHash('sha256').update(value, 'ascii').digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
