import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { badRequest } from './errors';
import { type Body, requiredString } from './validate';

/** Reads `phone_number`, which must be a valid number in E.164 form (`+<country><number>`). */
export function readPhoneNumber(body: Body, name = 'phone_number'): string {
  const raw = requiredString(body, name).trim();
  if (!/^\+[1-9]\d{6,14}$/.test(raw)) {
    throw badRequest(
      `${name} must be in E.164 format, e.g. +15555550123 (got "${raw.slice(0, 40)}").`,
      'invalid_phone_number',
    );
  }
  const parsed = parsePhoneNumberFromString(raw);
  if (!parsed?.isValid()) {
    throw badRequest(`${name} ${raw} is not a valid phone number.`, 'invalid_phone_number');
  }
  return parsed.number;
}
