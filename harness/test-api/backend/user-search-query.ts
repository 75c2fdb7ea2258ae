import { badRequest } from '../errors';
import type { UserCondition, UserSearch } from '../store/user-search';
import { type Body, optionalInteger, optionalObject, optionalString } from '../validate';

// The wire form of POST /v1/users/search ({ query: { operator, operands }, limit, cursor })
// read into the store's search. Unknown filters are refused, never ignored.

const LIMIT = { min: 1, max: 1000 };
const DEFAULT_LIMIT = 100;

const LIST_FILTERS = [
  'user_id',
  'email_id',
  'phone_id',
  'email_address',
  'phone_number',
  'webauthn_registration_id',
  'crypto_wallet_id',
  'crypto_wallet_address',
  'oauth_provider',
] as const;
const BOOLEAN_FILTERS = ['email_verified', 'phone_verified', 'password_exists'] as const;
const TEXT_FILTERS = ['email_address_fuzzy', 'phone_number_fuzzy', 'full_name_fuzzy'] as const;

const invalid = (message: string) => badRequest(message, 'invalid_search_query');

const includes = <T extends string>(list: readonly T[], name: string): name is T =>
  (list as readonly string[]).includes(name);

function time(value: unknown, name: string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw invalid(`${name} must be an RFC 3339 date-time string.`);
  return ms;
}

function condition(operand: unknown, index: number): UserCondition {
  if (typeof operand !== 'object' || operand === null || Array.isArray(operand)) {
    throw invalid(`query.operands[${index}] must be an object.`);
  }
  const { filter_name: name, filter_value: value } = operand as Record<string, unknown>;
  const where = `query.operands[${index}].filter_value`;
  if (typeof name !== 'string') throw invalid(`query.operands[${index}].filter_name is required.`);
  if (includes(LIST_FILTERS, name)) {
    if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string')) {
      throw invalid(`${where} must be a non-empty array of strings for ${name}.`);
    }
    return { kind: name, values: value };
  }
  if (includes(BOOLEAN_FILTERS, name)) {
    if (typeof value !== 'boolean') throw invalid(`${where} must be a boolean for ${name}.`);
    return { kind: name, value };
  }
  if (includes(TEXT_FILTERS, name)) {
    if (typeof value !== 'string' || value === '') {
      throw invalid(`${where} must be a non-empty string for ${name}.`);
    }
    return { kind: name, value };
  }
  switch (name) {
    case 'status':
      if (value !== 'active' && value !== 'pending') {
        throw invalid(`${where} must be "active" or "pending" for status.`);
      }
      return { kind: 'status', value };
    case 'created_at_greater_than':
      return { kind: 'created_at', after: time(value, where) };
    case 'created_at_less_than':
      return { kind: 'created_at', before: time(value, where) };
    case 'created_at_between': {
      const range = (value ?? {}) as Record<string, unknown>;
      return {
        kind: 'created_at',
        after: time(range.greater_than, `${where}.greater_than`),
        before: time(range.less_than, `${where}.less_than`),
      };
    }
    default:
      throw invalid(`query.operands[${index}].filter_name "${name}" is not a supported filter.`);
  }
}

export const searchCursor = (rowid: number): string =>
  Buffer.from(`users-after:${rowid}`).toString('base64url');

function readCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^users-after:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1])
    throw badRequest('cursor is not a cursor this search returned.', 'invalid_cursor');
  return Number(match[1]);
}

export function readUserSearch(body: Body): UserSearch {
  const query = optionalObject(body, 'query');
  const operator = query?.operator ?? 'AND';
  if (operator !== 'AND' && operator !== 'OR') {
    throw invalid('query.operator must be "AND" or "OR".');
  }
  const operands = query?.operands ?? [];
  if (!Array.isArray(operands)) throw invalid('query.operands must be an array.');
  return {
    operator,
    conditions: operands.map(condition),
    afterRowid: readCursor(optionalString(body, 'cursor')),
    limit: optionalInteger(body, 'limit', LIMIT) ?? DEFAULT_LIMIT,
  };
}
