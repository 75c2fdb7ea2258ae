import { badRequest } from './errors';

// Field readers for JSON bodies: each names the offending field in its 400 message, so a
// caller sees exactly what to fix instead of a 500.

export type Body = Record<string, unknown>;

export function objectBody(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return body as Body;
}

export function requiredString(body: Body, name: string): string {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    throw badRequest(`${name} is required.`, 'missing_required_field');
  }
  if (typeof value !== 'string') throw badRequest(`${name} must be a string.`);
  return value;
}

export function optionalString(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string.`);
  return value;
}

export function optionalInteger(
  body: Body,
  name: string,
  range: { min: number; max: number },
): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw badRequest(`${name} must be an integer.`);
  }
  if (value < range.min || value > range.max) {
    throw badRequest(`${name} must be between ${range.min} and ${range.max}.`);
  }
  return value;
}

export function optionalBoolean(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${name} must be a boolean.`);
  return value;
}

export function optionalObject(body: Body, name: string): Body | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`${name} must be a JSON object.`);
  }
  return value as Body;
}

const EMAIL =
  /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Validates and normalises (trim + lower-case) an email address. */
export function readEmail(body: Body, name = 'email'): string {
  const raw = requiredString(body, name).trim();
  if (raw.length > 254 || !EMAIL.test(raw)) {
    throw badRequest(
      `${name} is not a valid email address: "${raw.slice(0, 80)}".`,
      'invalid_email',
    );
  }
  return raw.toLowerCase();
}
