import { randomBytes, randomInt, randomUUID } from 'node:crypto';

// Identifiers follow the provider's test-environment shape: `<kind>-test-<uuid>`.
export const newId = (kind: string): string => `${kind}-test-${randomUUID()}`;

export const newRequestId = (): string => newId('request-id');

/** A uniformly random 6-digit code, leading zeros kept. */
export const randomCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** An opaque bearer token: 32 random bytes, base64url (44 chars like the provider's). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
