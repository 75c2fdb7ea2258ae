import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { OtpChannel } from './store';

/**
 * A fixed login for a customer's end-to-end tests: a code request for this email or phone
 * sends nothing, and `code` always verifies (it is never used up), so a test can log in
 * through the browser SDK without reading the outbox.
 */
export interface TestIdentity {
  email?: string;
  /** E.164, e.g. +15555550123; serves SMS and WhatsApp codes. */
  phone?: string;
  /** Six digits. */
  code: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KEYS = new Set(['email', 'phone', 'code']);

/** Checks `testIdentities`, naming the entry and field at fault; emails come back lower case. */
export function checkTestIdentities(value: unknown, where: string): TestIdentity[] {
  const at = (i: number, field?: string) =>
    `${where}: setting "testIdentities[${i}]${field ? `.${field}` : ''}"`;
  if (!Array.isArray(value)) {
    throw new Error(
      `${where}: setting "testIdentities" must be an array of { email or phone, code } objects, e.g. [{ "email": "e2e@example.com", "code": "424242" }]`,
    );
  }
  const seen = new Set<string>();
  return value.map((entry: unknown, i): TestIdentity => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new Error(`${at(i)} must be an object such as { "email": "…", "code": "424242" }`);
    }
    const fields = entry as Record<string, unknown>;
    const unknown = Object.keys(fields).find((key) => !KEYS.has(key));
    if (unknown)
      throw new Error(`${at(i)} has an unknown field "${unknown}" (use email, phone, code)`);
    const { email, phone, code } = fields;
    if (email === undefined && phone === undefined) {
      throw new Error(`${at(i)} needs an "email" or a "phone"`);
    }
    if (typeof code !== 'string' || !/^\d{6}$/.test(code)) {
      throw new Error(`${at(i, 'code')} must be a string of 6 digits, e.g. "424242"`);
    }
    const identity: TestIdentity = { code };
    if (email !== undefined) {
      if (typeof email !== 'string' || !EMAIL.test(email.trim())) {
        throw new Error(`${at(i, 'email')} must be an email address`);
      }
      identity.email = email.trim().toLowerCase();
    }
    if (phone !== undefined) {
      const parsed = typeof phone === 'string' ? parsePhoneNumberFromString(phone) : undefined;
      if (typeof phone !== 'string' || !/^\+[1-9]\d{6,14}$/.test(phone) || !parsed?.isValid()) {
        throw new Error(`${at(i, 'phone')} must be a valid E.164 number, e.g. "+15555550123"`);
      }
      identity.phone = parsed.number;
    }
    for (const address of [identity.email, identity.phone]) {
      if (!address) continue;
      if (seen.has(address)) throw new Error(`${at(i)}: ${address} is declared twice`);
      seen.add(address);
    }
    return identity;
  });
}

/** The declared identity a code for `destination` belongs to, if any. */
export function testIdentityFor(
  identities: readonly TestIdentity[],
  channel: OtpChannel,
  destination: string,
): TestIdentity | undefined {
  const address = channel === 'email' ? destination.toLowerCase() : destination;
  return identities.find((identity) =>
    channel === 'email' ? identity.email === address : identity.phone === address,
  );
}
